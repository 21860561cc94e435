/** Words from the missing path, offered as a search so the reader has a way on. */
export function searchTermsFrom(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A stray "%" ("/docs/100%") is no escape: the browser keeps it as typed, so read it as typed.
  }
  return name
    .replace(/\.html?$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 60);
}
