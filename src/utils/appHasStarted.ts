/** Whether React has hydrated (Docusaurus sets `data-has-hydrated` on <html>); before, the document is the server's. */
export const HYDRATED_ATTRIBUTE = 'data-has-hydrated';

export function appHasStarted(): boolean {
  return document.documentElement.getAttribute(HYDRATED_ATTRIBUTE) === 'true';
}
