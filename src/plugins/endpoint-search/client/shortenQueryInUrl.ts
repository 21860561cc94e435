/**
 * Before React hydrates, an over-long `?q=` on the search page is cut in the URL itself, so the
 * hydrated page matches the server HTML and never hands it to the worker.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { MAX_QUERY_LENGTH, SHORTENED_FLAG } from './queryLimit';

const params = ExecutionEnvironment.canUseDOM ? new URLSearchParams(window.location.search) : null;
const query = params?.get('q');
if (params && query && query.length > MAX_QUERY_LENGTH && /\/search\/?$/.test(window.location.pathname)) {
  params.set('q', query.slice(0, MAX_QUERY_LENGTH));
  window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}${window.location.hash}`);
  document.documentElement.setAttribute(SHORTENED_FLAG, 'true');
}
