export const DEFAULT_PORT: number;
/** Type-checks and builds the page into dist/playground; returns that folder. */
export function buildPlayground(): Promise<string>;
/** Serves dist/playground on 127.0.0.1 with COOP/COEP headers; port 0 picks a free one. */
export function servePlayground(port?: number): Promise<{ url: string; close(): Promise<void> }>;
