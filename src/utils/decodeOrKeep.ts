/**
 * A URL part decoded, or as it is when it holds a "%" that starts no escape (decodeURIComponent throws):
 * the router's pathname is decoded once already ("/docs/100%"), and a hash keeps what was typed.
 */
export function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * A URL part `decode` can read: as it is, or when it holds a "%" that starts no escape, with each
 * "%" encoded ("/docs/100%" → "/docs/100%25"), which reads back as typed.
 */
export function wellFormed(part: string, decode: (text: string) => string = decodeURIComponent): string {
  try {
    decode(part);
    return part;
  } catch {
    return part.replace(/%/g, '%25');
  }
}
