#!/usr/bin/env node
/**
 * Renders deploy/nginx.conf for a build, base path and port: a site file for `http { }` (`--out site.conf`),
 * or with `--standalone DIR` a whole nginx.conf any user can run. Other options: main() below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { basePath as configuredBasePath, normaliseBasePath } from '../config/siteAddress.mjs';

const templateFile = path.resolve(import.meta.dirname, '../deploy/nginx.conf');
// Debian packages each brotli module on its own; each loads only when its file exists.
export const brotliModules = { filter: 'ngx_http_brotli_filter_module.so', static: 'ngx_http_brotli_static_module.so' };
export const defaultModuleDir = '/usr/lib/nginx/modules';

/** The brotli module files present in a module folder, as absolute paths. */
export function availableBrotliModules(moduleDir = defaultModuleDir) {
  return Object.values(brotliModules)
    .map((file) => path.join(moduleDir, file))
    .filter((file) => fs.existsSync(file));
}

/**
 * @typedef {{ dir: string; base: string; port: number | string; listen?: string; serverName?: string;
 *   brotli?: string; moduleDir?: string; mimeTypes?: string }} RenderOptions
 */

/** Whether to use brotli: `auto` when the filter module, which has the directives, is installed. */
function useBrotli(
  /** @type {Pick<RenderOptions, 'brotli' | 'moduleDir'>} */ { brotli, moduleDir = defaultModuleDir },
) {
  if (brotli === 'on') return true;
  return brotli !== 'off' && fs.existsSync(path.join(moduleDir, brotliModules.filter));
}

/** The site file: the template with its placeholders filled and its tagged lines resolved. */
export function renderSite(/** @type {RenderOptions} */ options) {
  const { dir, base, port, listen, serverName = '_', mimeTypes = '/etc/nginx/mime.types' } = options;
  const root = path.resolve(dir);
  const basePath = normaliseBasePath(base);
  if (!fs.existsSync(path.join(root, '.deploy', 'nginx-csp-map.conf'))) {
    throw new Error(`${root} has no .deploy/nginx-csp-map.conf: build the site first (npm run build).`);
  }
  const id = basePath.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root';
  /** @type {Record<string, string>} */
  const values = {
    ROOT: root,
    BASE: basePath,
    BASE_NO_SLASH: basePath.slice(0, -1),
    BASE_RE: basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    LISTEN: listen ?? `127.0.0.1:${port}`,
    SERVER_NAME: serverName,
    ID: id,
    MIME_TYPES: mimeTypes,
  };
  const keepBrotli = useBrotli(options);
  return fs
    .readFileSync(templateFile, 'utf8')
    .split('\n')
    .filter((line) => !line.endsWith('#@brotli') || keepBrotli)
    .filter((line) => !line.endsWith('#@sub-path') || basePath !== '/')
    .map((line) => line.replace(/\s+#@(brotli|sub-path)$/, ''))
    .join('\n')
    .replace(/\{\{(\w+)\}\}/g, (match, name) => values[name] ?? match);
}

/** The template's Cache-Control map, for serve-static.mjs: a value for a path relative to the base path. */
export function cacheControlOf(template = fs.readFileSync(templateFile, 'utf8')) {
  const block = /^map \$uri \$docs_\{\{ID\}\}_cache_control \{\n([\s\S]*?)^\}/m.exec(template)?.[1] ?? '';
  const rules = [...block.matchAll(/^\s*"~\^\{\{BASE_RE\}\}(.+)"\s+"([^"]+)";$/gm)].map(([, pattern, value]) => ({
    pattern: new RegExp(`^${pattern}`),
    value,
  }));
  const fallback = /^\s*default\s+"([^"]+)";$/m.exec(block)?.[1];
  // Without its rules the server would cache nothing, or everything, differently from nginx.
  if (rules.length === 0 || !fallback)
    throw new Error(`${templateFile}: no Cache-Control map with rules and a default`);
  return (/** @type {string} */ relative) => rules.find(({ pattern }) => pattern.test(relative))?.value ?? fallback;
}

/** A complete configuration around the site file, writable by a non-root user. */
export function renderStandalone(/** @type {RenderOptions} */ options, /** @type {string} */ prefix) {
  const lines = [];
  // Only the modules that exist: nginx refuses to start on a load_module it cannot open.
  if (useBrotli(options)) {
    for (const file of availableBrotliModules(options.moduleDir)) lines.push(`load_module ${file};`);
  }
  // Run by root, workers would drop to `nobody`, who may not read a build in a private folder.
  if (process.getuid?.() === 0) lines.push('user root;');
  lines.push(
    'worker_processes 1;',
    'daemon off;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    access_log ${prefix}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${prefix}/tmp/${kind};`,
    ),
    '    sendfile on;',
    ...renderSite(options)
      .split('\n')
      .map((line) => (line ? `    ${line}` : line)),
    '}',
    '',
  );
  return lines.join('\n');
}

function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      base: { type: 'string', default: configuredBasePath },
      port: { type: 'string', default: '8080' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      brotli: { type: 'string', default: 'auto' },
      'mime-types': { type: 'string' },
      'module-dir': { type: 'string' },
      out: { type: 'string' },
      standalone: { type: 'string' },
    },
  });
  const { 'server-name': serverName, 'mime-types': mimeTypes, 'module-dir': moduleDir, ...rest } = values;
  const options = { ...rest, serverName, mimeTypes, moduleDir };
  if (values.standalone) {
    const prefix = path.resolve(values.standalone);
    fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
    const file = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(file, renderStandalone(options, prefix));
    console.log(file);
  } else if (values.out) {
    fs.writeFileSync(values.out, renderSite(options));
  } else {
    process.stdout.write(renderSite(options));
  }
}

if (process.argv[1] === import.meta.filename) main();
