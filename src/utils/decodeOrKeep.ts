/**
 * A URL part decoded, or as it is when it holds a stray "%" ("100%", "get%ZZ"): browsers keep
 * those in a path or hash as typed, and decodeURIComponent throws on them.
 */
export function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
