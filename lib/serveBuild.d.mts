export function serveArguments(script: string, options: Record<string, string>): string[];
export function serveBuild(options: { dir: string; base: string; port: number }): Promise<{
  origin: string;
  url: (relative: string) => string;
  close: () => Promise<unknown>;
}>;
