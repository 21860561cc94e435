import { decodeOrKeep } from '../../../utils/decodeOrKeep';

/** Words from the missing path, offered as a search so the reader has a way on. */
export function searchTermsFrom(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return decodeOrKeep(last)
    .replace(/\.html?$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 60);
}
