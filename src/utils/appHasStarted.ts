/**
 * Whether the app has started on this page: the server writes `data-has-hydrated="false"` on
 * <html>, and Docusaurus sets it to "true" once React has hydrated. Before that, the document is
 * the server's HTML, which a component's first render may adopt as it is.
 */
export const HYDRATED_ATTRIBUTE = 'data-has-hydrated';

export function appHasStarted(): boolean {
  return document.documentElement.getAttribute(HYDRATED_ATTRIBUTE) === 'true';
}
