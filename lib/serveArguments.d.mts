export function serveArguments(script: string, options: Record<string, string>): string[];
