export function serveBuild(options: { dir: string; base: string; port: number }): Promise<{
  origin: string;
  url: (relative: string) => string;
  close: () => Promise<unknown>;
}>;
