/**
 * Prism's core with the languages the documentation uses (curl/bash, Python, JavaScript,
 * JSON, YAML and HTTP). Prism's language files register themselves on a global `Prism`, so
 * the core is exposed on globalThis while they load and removed afterwards. `manual` stops
 * Prism from highlighting the page by itself, which would rewrite React's DOM.
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
