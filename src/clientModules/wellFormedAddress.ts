/**
 * An address with a stray "%" (`/docs/100%`, typed or pasted) made Docusaurus's route preload
 * throw "URI malformed" before the app started: the not-found page showed but stayed dead. Before
 * that preload runs, such an address is rewritten in place with its "%" encoded.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { wellFormed } from '@site/src/utils/decodeOrKeep';

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const address = `${wellFormed(pathname, decodeURI)}${search}${wellFormed(hash)}`;
  if (address !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', address);
}
