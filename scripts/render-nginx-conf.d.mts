export interface RenderOptions {
  dir: string;
  base: string;
  port: number | string;
  listen?: string;
  serverName?: string;
  brotli?: 'auto' | 'on' | 'off' | string;
  moduleDir?: string;
  mimeTypes?: string;
}
export const brotliModules: { filter: string; static: string };
export const defaultModuleDir: string;
export function availableBrotliModules(moduleDir?: string): string[];
export function renderSite(options: RenderOptions): string;
export function renderStandalone(options: RenderOptions, prefix: string): string;
