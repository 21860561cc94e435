/**
 * Prism's core with the docs' languages, which register on a global `Prism` (set only while
 * they load); `manual` keeps Prism from highlighting React's DOM by itself.
 */
import type * as PrismNamespace from 'prismjs';
import './manualMode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-http';

delete (globalThis as { Prism?: unknown }).Prism;

export default Prism as typeof PrismNamespace;
