/** Builds the curl / Python / JavaScript request examples shown under each operation. */
import type { CodeSample } from './types';

export interface SampleInput {
  server: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; example?: unknown; schema?: any }>;
  body: unknown;
}

function exampleValue(p: SampleInput['parameters'][number]): string {
  const value = p.example ?? p.schema?.example ?? p.schema?.default;
  return value === undefined ? `{${p.name}}` : String(value);
}

export function buildUrl(input: SampleInput): string {
  let url = input.server + input.path;
  const query: string[] = [];
  for (const p of input.parameters) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(exampleValue(p)));
    // Show required query parameters and the paging pair, so readers see the real shape.
    if (p.in === 'query' && (p.required || p.name === 'page' || p.name === 'size')) {
      query.push(`${p.name}=${encodeURIComponent(exampleValue(p))}`);
    }
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

/**
 * A JSON value as a Python literal. Written out rather than patched from JSON text, so a
 * string that happens to contain "true" or "null" stays as it is.
 */
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

function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

export function buildCodeSamples(input: SampleInput): CodeSample[] {
  const url = buildUrl(input);
  const hasBody = input.body !== undefined;
  const json = hasBody ? JSON.stringify(input.body, null, 2) : '';
  const method = input.method.toUpperCase();

  const curl = [
    `curl -X ${method} "${url}" \\`,
    `  -H "Authorization: Bearer $ACCESS_TOKEN"${hasBody ? ' \\' : ''}`,
    ...(hasBody ? ['  -H "Content-Type: application/json" \\', `  -d '${json.replace(/'/g, "'\\''")}'`] : []),
  ].join('\n');

  const pythonBody = hasBody ? `\npayload = ${pythonLiteral(input.body)}\n` : '';
  const python = [
    'import os',
    'import requests',
    pythonBody,
    `response = requests.${method.toLowerCase()}(`,
    `    "${url}",`,
    '    headers={"Authorization": f"Bearer {os.environ[\'ACCESS_TOKEN\']}"},',
    ...(hasBody ? ['    json=payload,'] : []),
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ]
    .filter((line, i) => !(line === '' && i === 2))
    .join('\n');

  const javascript = [
    `const response = await fetch("${url}", {`,
    `  method: "${method}",`,
    '  headers: {',
    '    Authorization: `Bearer ${process.env.ACCESS_TOKEN}`,',
    ...(hasBody ? ['    "Content-Type": "application/json",'] : []),
    '  },',
    ...(hasBody ? [`  body: JSON.stringify(${indent(json, 2)}),`] : []),
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    'console.log(await response.json());',
  ].join('\n');

  return [
    { language: 'curl', label: 'curl', prism: 'bash', code: curl },
    { language: 'python', label: 'Python', prism: 'python', code: python },
    { language: 'javascript', label: 'JavaScript', prism: 'javascript', code: javascript },
  ];
}
