// The browser bundle's worker and wasm files, imported as URLs (Vite's `?url`).
declare module 'cauldron/browser/worker.js?url' {
  const url: string;
  export default url;
}
declare module 'cauldron/browser/release.wasm?url' {
  const url: string;
  export default url;
}
