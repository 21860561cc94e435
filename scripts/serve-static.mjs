#!/usr/bin/env node
/**
 * `npm run serve`'s server, the tests' and the bench's too, answering as deploy/nginx.conf does (clean
 * URLs, the 404 page with its status). `--mount /other/` serves under a wrong base path; `--compress` gzips.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { basePath, normaliseBasePath } from '../config/siteAddress.mjs';
import { cacheControlOf } from './render-nginx-conf.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    base: { type: 'string', default: basePath },
    mount: { type: 'string' },
    port: { type: 'string', default: '4173' },
    compress: { type: 'boolean', default: false },
  },
});

const root = path.resolve(values.dir);
// BASE_URL may come without its slashes, as the build accepts it.
const mount = normaliseBasePath(values.mount ?? values.base);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
// The types the build's files have; anything else goes out as octet-stream.
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** @param {string} relative */
function fileFor(relative) {
  const candidates = [relative, `${relative}.html`, path.join(relative, 'index.html')];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    // Inside the build folder: a decoded "..%2f" must not reach a sibling named alike ("build-without-x").
    if (full !== root && !full.startsWith(root + path.sep)) return undefined;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return undefined;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml|manifest\+json)|image\/svg)/;
const cacheControl = cacheControlOf();
const gzipCache = new Map();

/** The gzip body of a file, cached until the file changes. */
function gzipped(/** @type {string} */ file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} file
 * @param {string} acceptEncoding
 */
function send(res, status, file, acceptEncoding) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl(path.relative(root, file).split(path.sep).join('/')),
  };
  // A file that cannot be read (gone since it was found, or a build without 404.html) fails this request, not the server.
  const unreadable = (/** @type {Error} */ error) => {
    if (res.headersSent) return res.destroy(error);
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Cannot read ${path.basename(file)}.\n`);
  };
  if (values.compress && COMPRESSIBLE.test(type) && /\bgzip\b/.test(acceptEncoding)) {
    let body;
    try {
      body = gzipped(file);
    } catch (error) {
      return unreadable(/** @type {Error} */ (error));
    }
    res.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    return res.end(body);
  }
  const stream = fs.createReadStream(file);
  stream.on('error', unreadable);
  stream.on('open', () => stream.pipe(res.writeHead(status, headers)));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
  const notFound = () => send(res, 404, path.join(root, '404.html'), acceptEncoding);
  // The path is decoded: each segment is encoded again, as a header holds no line break or non-Latin letter.
  const location = (/** @type {string} */ to) => (mount + to).split('/').map(encodeURIComponent).join('/');
  const redirect = (/** @type {string} */ to) => res.writeHead(301, { Location: location(to) + url.search }).end();
  if (pathname === mount.slice(0, -1)) return redirect('');
  if (!pathname.startsWith(mount)) return notFound();
  const relative = pathname.slice(mount.length);
  const stripped = relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  if (stripped !== relative) return redirect(stripped);
  // A page's address with a slash added redirects to the page, as deploy/nginx.conf does.
  if (relative.length > 1 && relative.endsWith('/') && fileFor(`${relative.slice(0, -1)}.html`)) {
    return redirect(relative.slice(0, -1));
  }
  const file = fileFor(relative);
  if (!file) return notFound();
  return send(res, 200, file, acceptEncoding);
});

server.on('error', (error) => {
  console.error(`Cannot serve on 127.0.0.1:${values.port}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${values.port}${mount}`);
});
