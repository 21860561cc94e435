/**
 * A client module (../index.ts registers it) that runs before React hydrates: an over-long
 * `?q=` on the search page is cut to the limit in the URL itself, so the search page never hands
 * it to the worker and the hydrated page matches the server HTML. The search page then says so.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { limitQuery, SHORTENED_FLAG } from './queryLimit';

if (ExecutionEnvironment.canUseDOM && /\/search\/?$/.test(window.location.pathname)) {
  const params = new URLSearchParams(window.location.search);
  const query = params.get('q');
  if (query && limitQuery(query) !== query) {
    params.set('q', limitQuery(query));
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}?${params}${window.location.hash}`,
    );
    document.documentElement.setAttribute(SHORTENED_FLAG, 'true');
  }
}
