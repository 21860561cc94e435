/**
 * An address with a stray "%" (`/docs/100%`) makes Docusaurus's route preload throw "URI malformed" before
 * the app starts, leaving the page dead; so before that preload, the "%" is encoded in place.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { wellFormed } from '@site/src/utils/decodeOrKeep';

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const address = `${wellFormed(pathname, decodeURI)}${search}${wellFormed(hash)}`;
  if (address !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', address);
}
