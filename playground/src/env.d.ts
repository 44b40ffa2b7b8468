// The files the browser API loads at run time, imported as URLs (Vite's `?url`): the package exports them.
declare module 'cauldron/worker.js?url' {
  const url: string;
  export default url;
}
declare module 'cauldron/release.wasm?url' {
  const url: string;
  export default url;
}
