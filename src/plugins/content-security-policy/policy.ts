/**
 * Builds the Content-Security-Policy values from the HTML the build produced. Pure functions
 * (no file access) so the rules are easy to read in one place.
 */
import { createHash } from 'node:crypto';

/** Script types a browser executes; any other type (application/ld+json, …) is a data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline script the browser would run, in document order. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * Inline code a hash cannot allow without 'unsafe-hashes' (event-handler attributes and
 * javascript: URLs). The build fails when it finds any, instead of shipping a page the policy
 * would break.
 */
export function unhashableInlineCode(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const found: string[] = [];
  for (const match of markup.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) found.push(`${match[1]} attribute`);
  for (const match of markup.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(match[0].trim());
  return found;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export type Directives = Record<string, string[]>;

export function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Everything except scripts and workers is the same on every page: nothing from other hosts,
 * no plugins, no framing. Styles need 'unsafe-inline' and cannot use hashes: the code blocks'
 * static HTML colours every token with a style attribute (thousands per page), Mermaid writes
 * a <style> element with per-diagram ids into each SVG, and Swagger UI adds a <style> element
 * from inside its bundle. A static site has no per-response nonce either.
 */
function policy(scriptHashes: string[], worker: string): string {
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': [worker],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The Docusaurus pages: the site's own scripts plus the hashes of the theme's inline scripts
 * (colour mode and announcement-bar state before first paint, the base-path banner on the
 * home page). The search runs in a web worker built as one of the site's own bundle files; the
 * API explorer adds Swagger UI's script file, served from this site too.
 */
export function sitePolicy(scriptHashes: string[]): string {
  return policy(scriptHashes, "'self'");
}
