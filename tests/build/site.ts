/**
 * The finished production build (build/, made by `npm run build` for the default base path),
 * read in Node: every build-tier test checks facts about these files, no browser involved.
 */
import fs from 'node:fs';
import path from 'node:path';
// cheerio parses with parse5, as a browser would: the minified HTML leaves out optional tags.
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import { movedPageFile, movedPages } from '../../src/plugins/moved-pages';

export const buildDir = path.resolve(__dirname, '../../build');

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No production build in ${buildDir}: run \`npm run build\` first (npm test does).`);
}

/** The public address of the home page, from its canonical URL: origin and base path. */
const homeUrl = new URL(
  /<link[^>]+rel=["']?canonical["']?[^>]+href=["']?([^"'\s>]+)/.exec(
    fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'),
  )![1]!,
);
/** The base path the build was made for. */
export const base = homeUrl.pathname;
/** Absolute URL of the site root (origin + base path), as canonical links use it. */
export const siteRoot = homeUrl.href;

/** The site path of an absolute URL of this site; fails for any other address. */
export function sitePath(url: string): string {
  if (!url.startsWith(siteRoot)) throw new Error(`${url} is not under ${siteRoot}`);
  return base + url.slice(siteRoot.length);
}

/** A file of the build by its site path (with or without the base path). */
export function builtFile(sitePath: string): string {
  const relative = sitePath.startsWith(base) ? sitePath.slice(base.length) : sitePath.replace(/^\//, '');
  return path.join(buildDir, relative);
}

/**
 * The HTML file a route is served from: `docs/api/metric` → docs/api/metric.html (the build's
 * `trailingSlash: false`), or the folder's index.html for a page written that way.
 */
export function htmlFileFor(route: string): string {
  const clean = route.replace(/\/$/, '');
  if (!clean) return builtFile('index.html');
  return fs.existsSync(builtFile(`${clean}.html`)) ? builtFile(`${clean}.html`) : builtFile(`${clean}/index.html`);
}

/** The route of a built HTML file: docs/api/metric.html and docs/api/metric/index.html → `docs/api/metric`. */
export const routeOf = (file: string) => file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');

/** The public URL of a route: no trailing slash (`trailingSlash: false`), except the site root. */
export const pageUrl = (route: string) => `${siteRoot}${route.replace(/\/$/, '')}`;

const parsed = new Map<string, CheerioAPI>();

/**
 * The parsed HTML of a route, as the server sends it. With `withoutScripts`, it is parsed as
 * a browser with JavaScript off does: the content of `<noscript>` becomes part of the page.
 */
export function page(route: string, { withoutScripts = false } = {}): CheerioAPI {
  return parsedFile(path.relative(buildDir, htmlFileFor(route)), { withoutScripts });
}

/** The parsed HTML of a file of the build, by its path in build/ (`404.html`), parsed once. */
export function parsedFile(file: string, { withoutScripts = false } = {}): CheerioAPI {
  const key = `${file}${withoutScripts ? '#noscript' : ''}`;
  if (!parsed.has(key)) {
    const absolute = path.join(buildDir, file);
    if (!fs.existsSync(absolute)) throw new Error(`no ${file} in the build`);
    parsed.set(key, load(fs.readFileSync(absolute, 'utf8'), { scriptingEnabled: !withoutScripts }));
  }
  return parsed.get(key)!;
}

/** Every HTML file of the build, relative to it. */
export function builtHtmlFiles(): string[] {
  return fs
    .readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('.'))
    .map((file) => file.split(path.sep).join('/'));
}

/**
 * The route of every page of the build, once each; a moved page's old address, which only sends
 * the reader on (src/plugins/moved-pages), is not a page.
 */
export function builtRoutes(): string[] {
  const moved = new Set(movedPages.map((page) => movedPageFile(page.from)));
  return [...new Set(builtHtmlFiles().filter((file) => !moved.has(file)).map(routeOf))];
}

/** A highlighted block's code, one line per `.token-line` (its line breaks are `<br>` elements). */
export function codeOf($: CheerioAPI, block: Cheerio<any>): string {
  const lines = block.find('.token-line');
  return lines.length > 0 ? lines.toArray().map((line) => $(line).text()).join('\n') : block.text();
}

/** Text with whitespace collapsed and zero-width spaces removed, as a reader sees it. */
export const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/** The text of the first element a selector finds on a route. */
export const textAt = (route: string, selector: string) => clean(page(route)(selector).first().text());

/** One `<meta>` value by name or property; fails unless there is exactly one. */
export function meta($: CheerioAPI, key: string): string {
  const tags = $('head meta').filter((_, tag) => ($(tag).attr('property') ?? $(tag).attr('name')) === key);
  if (tags.length !== 1) throw new Error(`expected exactly one meta ${key}, found ${tags.length}`);
  return tags.attr('content') ?? '';
}

export function jsonLd($: CheerioAPI): any[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()));
}

/** The contents of every built file in assets/<kind>/ (`css` or `js`), one string per file. */
export function builtAssets(kind: 'css' | 'js'): string[] {
  const dir = path.join(buildDir, 'assets', kind);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`.${kind}`))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/**
 * One check over every page (or other item): runs `check` on each and fails once, naming every item
 * it fails for and why. `check` may throw (an `expect` that fails) or return the problems it found.
 */
export function expectEvery<T>(
  items: Iterable<T>,
  name: (item: T) => string,
  check: (item: T) => string | string[] | void,
): void {
  const all = [...items];
  if (all.length === 0) throw new Error('nothing to check: the list of items is empty');
  const failures = all.flatMap((item) => {
    let problems: string[];
    try {
      problems = [check(item) ?? []].flat();
    } catch (error) {
      problems = [(error as Error).message];
    }
    return problems.length > 0 ? [`${name(item)}: ${problems.join('; ')}`] : [];
  });
  if (failures.length > 0) {
    throw new Error(`fails for ${failures.length} of ${all.length}:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  }
}
