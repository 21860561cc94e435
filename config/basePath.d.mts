export function normaliseBasePath(raw: string | undefined, fallback?: string): string;
