/**
 * The curl, Python and JavaScript request samples of each operation. Each declares its values once at the
 * top (placeholders.ts) and uses them by name, so a reader sees what to replace; BASE_URL and ACCESS_TOKEN
 * come from the reader's environment, as the first line says.
 */
import { environmentComment } from './environments';
import { bodyPlaceholderName, placeholderName, placeholderValue } from './placeholders';
import type { CodeSample } from './types';

export interface SampleInput {
  /** Leading path segments every operation shares (`/accounting-system`); part of BASE_URL. */
  root?: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; example?: unknown; schema?: any }>;
  body: unknown;
}

/** A URL after BASE_URL: literal text and the names of declared values, in order. */
export type UrlPart = string | { name: string };

/** A request with its values taken out and named; each language prints it in its own syntax. */
export interface NamedRequest {
  url: UrlPart[];
  /** Query parameters whose values are declared names: each language encodes them into the URL. */
  query: Array<{ key: string; name: string }>;
  /** Declared values other than BASE_URL and ACCESS_TOKEN, in order of first use. */
  values: Array<{ name: string; value: string }>;
  /** The example body, with each reference to another object replaced by a name marker. */
  body: unknown;
}

/** The literal segments every path starts with and continues after (`/accounting-system`): kept in BASE_URL. */
export function serviceRoot(paths: string[]): string {
  const split = paths.map((p) => p.split('/').filter(Boolean));
  const root: string[] = [];
  for (let i = 0; split.length > 0; i++) {
    const segment = split[0]![i];
    const shared = split.every((s) => s[i] === segment && s[i + 1] !== undefined && !s[i + 1]!.startsWith('{'));
    if (!segment || segment.startsWith('{') || !shared) break;
    root.push(segment);
  }
  return root.map((s) => `/${s}`).join('');
}

// Marks a body value that stands for a name; replaced once printed (JSON and Python escape it alike).
const MARK = '\u0001';
const MARKED = /"\\u0001([A-Z0-9_]+)\\u0001"/g;

function exampleOf(p: SampleInput['parameters'][number]): unknown {
  return p.example ?? p.schema?.example ?? p.schema?.default;
}

/**
 * The request with its values named: path parameters, required query parameters and body fields
 * that refer to other objects become declared names; the paging pair keeps its defaults.
 */
export function namedRequest(input: SampleInput): NamedRequest {
  const root = input.root ?? '';
  if (!input.path.startsWith(root)) throw new Error(`${input.path} is not under the service root ${root}`);
  const values: NamedRequest['values'] = [];
  const declare = (name: string, example: unknown) => {
    if (!values.some((v) => v.name === name)) values.push({ name, value: placeholderValue(name, example) });
    return { name };
  };

  const url: UrlPart[] = [];
  for (const part of input.path.slice(root.length).split(/(\{[^}]+\})/)) {
    const parameter = /^\{(.+)\}$/.exec(part)?.[1];
    const p =
      parameter === undefined ? undefined : input.parameters.find((q) => q.in === 'path' && q.name === parameter);
    url.push(p ? declare(placeholderName(p.name, input.path), exampleOf(p)) : part);
  }
  const query: NamedRequest['query'] = [];
  let separator = '?';
  for (const p of input.parameters) {
    if (p.in !== 'query') continue;
    // The paging pair keeps its defaults in the URL: a shape to copy, not a value to replace.
    if (p.name === 'page' || p.name === 'size') {
      url.push(`${separator}${p.name}=${String(exampleOf(p))}`);
      separator = '&';
    } else if (p.required) query.push({ key: p.name, ...declare(placeholderName(p.name, input.path), exampleOf(p)) });
  }

  let body = input.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    body = Object.fromEntries(
      Object.entries(body as Record<string, unknown>).map(([field, value]) => {
        const name = typeof value === 'string' ? bodyPlaceholderName(field) : undefined;
        return [field, name ? `${MARK}${declare(name, value).name}${MARK}` : value];
      }),
    );
  }
  return { url, query, values, body };
}

/** The URL as the text of one string in a language: `reference` writes a declared name. */
function printUrl(url: UrlPart[], reference: (name: string, next: string) => string, escape: (s: string) => string) {
  return url
    .map((part, i) => {
      if (typeof part === 'string') return escape(part);
      const next = url[i + 1];
      return reference(part.name, typeof next === 'string' ? next : '');
    })
    .join('');
}

/** The named query values as `?key=value&…`, after what the URL already has; `value` writes a name. */
function queryString(request: NamedRequest, value: (name: string) => string): string {
  const hasQuery = request.url.some((part) => typeof part === 'string' && part.includes('?'));
  return request.query.map(({ key, name }, i) => `${i === 0 && !hasQuery ? '?' : '&'}${key}=${value(name)}`).join('');
}

/** A JSON value as a Python literal, written out so a string holding "true" or "null" stays as it is. */
export function pythonLiteral(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const close = '    '.repeat(depth);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pad + pythonLiteral(item, depth + 1)).join(',\n')},\n${close}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)}`);
    return `{\n${lines.join(',\n')},\n${close}}`;
  }
  throw new Error(`Cannot write ${typeof value} as a Python literal`);
}

/** Lines of a sample are kept within this width where the language lets them break. */
const MAX_LINE = 100;

function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

/** Characters a double-quoted shell string or an unquoted here-document would expand. */
const shellEscape = (text: string) => text.replace(/[\\$`"]/g, '\\$&');

function curlSample(request: NamedRequest, method: string): string {
  const hasBody = request.body !== undefined;
  // `$NAME`, or `${NAME}` where the next character would otherwise extend the name.
  const variable = (name: string, next: string) => (/^\w/.test(next) ? `\${${name}}` : `$${name}`);
  // The paging pair gets lines of its own, as the named values do, so the sample fits a narrow column.
  const isPaging = (part: UrlPart): part is string => typeof part === 'string' && /^[?&]/.test(part);
  const url = printUrl(
    request.url.filter((part) => !isPaging(part)),
    variable,
    shellEscape,
  );
  const queryValues = [
    ...request.query.map(({ key, name }) => `${key}=$${name}`),
    ...request.url.filter(isPaging).map((pair) => shellEscape(pair.slice(1))),
  ];
  // The body goes through a here-document, so named values expand inside it without quote splicing.
  // split() with a capture group alternates text and names: odd items are names.
  const body = hasBody
    ? JSON.stringify(request.body, null, 2)
        .split(MARKED)
        .map((part, i) => (i % 2 === 1 ? `"$${part}"` : part.replace(/[\\$`]/g, '\\$&')))
        .join('')
    : '';
  return [
    environmentComment('curl'),
    // Each fails at once, naming the variable, when it was not exported.
    'BASE_URL="${BASE_URL:?}"',
    'ACCESS_TOKEN="${ACCESS_TOKEN:?}"',
    ...request.values.map((v) => `${v.name}="${shellEscape(v.value)}"`),
    '',
    // The URL on a line of its own keeps the command narrow; every continuation is indented two spaces.
    `curl -X ${method} \\`,
    `  "$BASE_URL${url}" \\`,
    // curl encodes them into the query: -G without a body, --url-query (curl 7.87+) beside one.
    ...queryValues.map((pair) => `  ${hasBody ? '--url-query' : '-G --data-urlencode'} "${pair}" \\`),
    `  -H "Authorization: Bearer $ACCESS_TOKEN"${hasBody ? ' \\' : ''}`,
    ...(hasBody ? ['  -H "Content-Type: application/json" \\', '  -d @- <<EOF', body, 'EOF'] : []),
  ].join('\n');
}

function pythonSample(request: NamedRequest, method: string): string {
  const hasBody = request.body !== undefined;
  const url = printUrl(
    request.url,
    (name) => `{${name}}`,
    (text) => JSON.stringify(text).slice(1, -1).replace(/[{}]/g, '$&$&'),
  );
  return [
    environmentComment('python'),
    'import os',
    '',
    'import requests',
    '',
    'BASE_URL = os.environ["BASE_URL"]',
    'ACCESS_TOKEN = os.environ["ACCESS_TOKEN"]',
    ...request.values.map((v) => `${v.name} = ${JSON.stringify(v.value)}`),
    '',
    ...(hasBody ? [`payload = ${pythonLiteral(request.body).replace(MARKED, '$1')}`, ''] : []),
    `response = requests.${method.toLowerCase()}(`,
    `    f"{BASE_URL}${url}",`,
    // requests encodes the values of `params` into the query.
    ...(request.query.length > 0
      ? [`    params={${request.query.map(({ key, name }) => `${JSON.stringify(key)}: ${name}`).join(', ')}},`]
      : []),
    '    headers={"Authorization": f"Bearer {ACCESS_TOKEN}"},',
    ...(hasBody ? ['    json=payload,'] : []),
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
}

function javascriptSample(request: NamedRequest, method: string): string {
  const hasBody = request.body !== undefined;
  const url =
    printUrl(
      request.url,
      (name) => `\${${name}}`,
      (text) => text.replace(/[\\`]|\$\{/g, (c) => `\\${c}`),
    ) + queryString(request, (name) => `\${encodeURIComponent(${name})}`);
  const body = hasBody ? JSON.stringify(request.body, null, 2).replace(MARKED, '$1') : '';
  const options = [
    `method: "${method}",`,
    'headers: {',
    '  Authorization: `Bearer ${ACCESS_TOKEN}`,',
    ...(hasBody ? ['  "Content-Type": "application/json",'] : []),
    '},',
    ...(hasBody ? [`body: JSON.stringify(${body}),`] : []),
  ].join('\n');
  const opener = `const response = await fetch(\`\${BASE_URL}${url}\`, {`;
  // A long URL gets a line of its own, and the options move in one step, as Prettier writes it.
  const call =
    opener.length <= MAX_LINE
      ? [opener, `  ${indent(options, 2)}`, '});']
      : [
          'const response = await fetch(',
          `  \`\${BASE_URL}${url}\`,`,
          '  {',
          `    ${indent(options, 4)}`,
          '  },',
          ');',
        ];
  return [
    environmentComment('javascript'),
    'const BASE_URL = process.env.BASE_URL;',
    'const ACCESS_TOKEN = process.env.ACCESS_TOKEN;',
    ...request.values.map((v) => `const ${v.name} = ${JSON.stringify(v.value)};`),
    '',
    ...call,
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    'console.log(await response.json());',
  ].join('\n');
}

export function buildCodeSamples(input: SampleInput): CodeSample[] {
  const request = namedRequest(input);
  const method = input.method.toUpperCase();
  return [
    { language: 'curl', label: 'curl', prism: 'bash', code: curlSample(request, method) },
    { language: 'python', label: 'Python', prism: 'python', code: pythonSample(request, method) },
    { language: 'javascript', label: 'JavaScript', prism: 'javascript', code: javascriptSample(request, method) },
  ];
}
