import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  buildCodeSamples,
  namedRequest,
  pythonLiteral,
  serviceRoot,
} from '../../../src/plugins/openapi-operations/codeSamples';
import { ENVIRONMENT_NOTE } from '../../../src/plugins/openapi-operations/environments';
import { INTERNAL_ID } from '../../../src/plugins/openapi-operations/placeholders';
import { listOperations } from '../../../src/plugins/openapi-operations/spec';
import type { CodeSample } from '../../../src/plugins/openapi-operations/types';

const input = {
  root: '/accounting-system',
  method: 'post',
  path: '/accounting-system/projects/{project_id}/installations/{id}/things',
  parameters: [
    { name: 'project_id', in: 'path', required: true, schema: { type: 'string', example: '101057344' } },
    { name: 'id', in: 'path', required: true, example: '66c4a1e2f0b9d81a2c3e4f50' },
    { name: 'page', in: 'query', schema: { default: 1 } },
    { name: 'size', in: 'query', schema: { default: 10 } },
    { name: 'start', in: 'query', required: true, example: '2025-01-01' },
    { name: 'sort', in: 'query', schema: { type: 'string' } },
  ],
  body: {
    metric_definition_id: '66c4a0aaf0b9d81a2c3e4f4f',
    name: "it's $HOME, `null` or true",
    enabled: true,
    parent: null,
    tags: ['a'],
    nested: { n: 1.5 },
  },
};

/** Runs a sample's interpreter without blocking, so a local server in this process can answer it. */
const run = (command: string, args: string[], env: Record<string, string>) => promisify(execFile)(command, args, { env });

/** Runs a checker on a sample's code, failing loudly when the tool is missing. */
function check(command: string, args: string[], code: string): void {
  try {
    execFileSync(command, args, { input: code, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    const { stderr, code: errno } = error as { stderr?: string; code?: string };
    if (errno === 'ENOENT') throw new Error(`${command} is needed for this check`);
    throw new Error(`${command} rejects the sample:\n${stderr}\n${code}`);
  }
}

describe('serviceRoot', () => {
  it('is the leading path every operation shares, when collections follow it', () => {
    expect(serviceRoot(['/accounting-system/projects/{id}', '/accounting-system/admin/actors'])).toBe(
      '/accounting-system',
    );
    expect(serviceRoot(['/things/{thing_id}'])).toBe('');
    expect(serviceRoot(['/api/things', '/other/things'])).toBe('');
  });
});

describe('namedRequest', () => {
  const request = namedRequest(input);

  it('leaves the root to BASE_URL and names every path parameter and required query parameter', () => {
    expect(request.url).toEqual([
      '/projects/',
      { name: 'PROJECT_ID' },
      '/installations/',
      { name: 'INSTALLATION_ID' },
      '/things',
      '?page=1',
      '&size=10',
    ]);
    expect(request.query).toEqual([{ key: 'start', name: 'START' }]);
  });

  it('declares each name once, in order of use, body references last', () => {
    expect(request.values).toEqual([
      { name: 'PROJECT_ID', value: '101057344' },
      { name: 'INSTALLATION_ID', value: 'your-installation-id' },
      { name: 'START', value: '2025-01-01' },
      { name: 'METRIC_DEFINITION_ID', value: 'your-metric-definition-id' },
    ]);
  });
});

describe('buildCodeSamples', () => {
  const [curl, python, javascript] = buildCodeSamples(input) as [CodeSample, CodeSample, CodeSample];

  it('declares the same names at the top of every language, before the request', () => {
    const names = ['BASE_URL', 'ACCESS_TOKEN', 'PROJECT_ID', 'INSTALLATION_ID', 'START', 'METRIC_DEFINITION_ID'];
    const declared = (code: string, pattern: RegExp) =>
      code
        .split('\n')
        .map((line) => pattern.exec(line)?.[1])
        .filter(Boolean);
    expect(declared(curl.code, /^([A-Z_]+)=/)).toEqual(names);
    expect(declared(python.code, /^([A-Z_]+) = /)).toEqual(names);
    expect(declared(javascript.code, /^const ([A-Z_]+) = /)).toEqual(names);
  });

  it('uses the names in the URL, the header and the body, and no literal ID', () => {
    expect(curl.code).toContain(
      'curl -X POST \\\n  "$BASE_URL/projects/$PROJECT_ID/installations/$INSTALLATION_ID/things" \\\n  --url-query "start=$START" \\\n  --url-query "page=1" \\\n  --url-query "size=10" \\\n',
    );
    expect(curl.code).toContain('"metric_definition_id": "$METRIC_DEFINITION_ID"');
    expect(python.code).toContain('f"{BASE_URL}/projects/{PROJECT_ID}/installations/{INSTALLATION_ID}/things?');
    expect(python.code).toContain('"metric_definition_id": METRIC_DEFINITION_ID,');
    expect(python.code).toContain('f"Bearer {ACCESS_TOKEN}"');
    expect(javascript.code).toContain('`${BASE_URL}/projects/${PROJECT_ID}/installations/${INSTALLATION_ID}/things?');
    expect(javascript.code).toContain('"metric_definition_id": METRIC_DEFINITION_ID,');
    for (const sample of [curl, python, javascript]) expect(sample.code).not.toMatch(INTERNAL_ID);
  });

  it('breaks the curl command at its own continuations: no line wider than the path line', () => {
    const [getCurl] = buildCodeSamples({ ...input, method: 'get', body: undefined });
    const command = getCurl!.code.slice(getCurl!.code.indexOf('curl '));
    const lines = command.split('\n');
    const pathLine = lines.find((line) => line.includes('"$BASE_URL'))!;
    expect(pathLine).not.toContain('?');
    expect(lines.slice(0, -1).every((line) => line.endsWith(' \\'))).toBe(true);
    expect(Math.max(...lines.map((line) => line.length))).toBe(pathLine.length);
  });

  it('sends the body from curl through a here-document that expands only the names', () => {
    expect(curl.code).toContain('  -d @- <<EOF\n{');
    expect(curl.code).toMatch(/\nEOF$/);
    // $, backticks and backslashes of example text are escaped, so the shell sends them as written.
    expect(curl.code).toContain('"name": "it\'s \\$HOME, \\`null\\` or true"');
  });

  it('writes a Python literal that keeps strings intact and maps true/null', () => {
    expect(python.code).toContain('"name": "it\'s $HOME, `null` or true"');
    expect(python.code).toContain('"enabled": True');
    expect(python.code).toContain('"parent": None');
    expect(python.code).toContain('json=payload');
  });

  it('leaves the body out of a request that has none', () => {
    const [getCurl, getPython, getJs] = buildCodeSamples({ ...input, method: 'get', body: undefined });
    expect(getCurl!.code).not.toContain('Content-Type');
    expect(getCurl!.code).not.toContain('EOF');
    expect(getPython!.code).not.toContain('payload');
    expect(getJs!.code).not.toContain('body:');
    expect(getJs!.code).not.toContain('METRIC_DEFINITION_ID');
  });

  it('gives a long JavaScript URL a line of its own, with the options indented one step further', () => {
    const long = buildCodeSamples({
      ...input,
      path: '/accounting-system/projects/{project_id}/installations/{id}/things/with/a/rather/long/path',
    })[2]!.code;
    expect(long).toContain('const response = await fetch(\n  `${BASE_URL}/projects/');
    expect(long).toContain('\n  {\n    method: "POST",\n    headers: {\n      Authorization:');
    expect(long).toMatch(/\n {2}},\n\);\n/);
  });

  it('produces shell, Python and JavaScript that parse', () => {
    check('bash', ['-n'], curl.code);
    check('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], python.code);
    // An async function body, since the sample uses top-level await.
    expect(() => new Function(`return (async () => {${javascript.code}\n})`)).not.toThrow();
  });

  it('say on their first line where BASE_URL and ACCESS_TOKEN are set, in each language\'s comment', () => {
    expect(curl.code.split('\n')[0]).toBe(`# ${ENVIRONMENT_NOTE}`);
    expect(python.code.split('\n')[0]).toBe(`# ${ENVIRONMENT_NOTE}`);
    expect(javascript.code.split('\n')[0]).toBe(`// ${ENVIRONMENT_NOTE}`);
  });

  it('write no URL into BASE_URL: each language reads it from the environment', () => {
    for (const sample of [curl, python, javascript]) expect(sample.code, sample.label).not.toMatch(/https?:\/\//);
    expect(python.code).toContain('\nBASE_URL = os.environ["BASE_URL"]\n');
    expect(javascript.code).toContain('\nconst BASE_URL = process.env.BASE_URL;\n');
  });

  it('call the BASE_URL the reader exported, and stop naming it when it is not exported', () => {
    // A stand-in curl that prints the URL it was given (its third argument: curl -X METHOD URL).
    const runCurl = (env: Record<string, string>) =>
      spawnSync('bash', ['-c', `curl() { echo "$3"; }\n${curl.code}`], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', ACCESS_TOKEN: 'token', ...env },
      });
    expect(runCurl({ BASE_URL: 'https://prod.example.org/accounting-system' }).stdout.trim()).toMatch(
      /^https:\/\/prod\.example\.org\/accounting-system\/projects\/101057344\/installations\/your-installation-id\//,
    );
    const unset = runCurl({});
    expect(unset.status).not.toBe(0);
    expect(unset.stdout).toBe('');
    expect(unset.stderr).toContain('BASE_URL');
  });

  it('sends the body the example shows when the shell runs the here-document', () => {
    // A stand-in curl that prints what it would send on its standard input.
    const sent = execFileSync('bash', ['-c', `curl() { cat; }\n${curl.code}`], {
      encoding: 'utf8',
      env: { ...process.env, ACCESS_TOKEN: 'token' },
    });
    expect(JSON.parse(sent)).toEqual({ ...input.body, metric_definition_id: 'your-metric-definition-id' });
  });
});

describe('a query value with &, # and a space', () => {
  const externalId = 'grnet&co #1 cloud';
  const requestWith = (method: string, body: unknown) =>
    buildCodeSamples({
      root: '/accounting-system',
      method,
      path: '/accounting-system/providers/external',
      parameters: [{ name: 'externalId', in: 'query', required: true, example: externalId }],
      body,
    });

  /** The query values the service would receive from each sample, run against a local server. */
  async function receivedQuery(samples: CodeSample[]): Promise<Record<string, URLSearchParams>> {
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.url!);
      request.resume().on('end', () => response.setHeader('Content-Type', 'application/json').end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const env = {
      PATH: process.env.PATH ?? '',
      ACCESS_TOKEN: 'token',
      BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/accounting-system`,
    };
    // A stand-in for the requests package: it sends `params` as requests does, through urllib.
    const standIn = fs.mkdtempSync(path.join(os.tmpdir(), 'requests-'));
    fs.writeFileSync(
      path.join(standIn, 'requests.py'),
      [
        'import json, urllib.parse, urllib.request',
        'class Response:',
        '    def __init__(self, reply): self.reply = reply',
        '    def raise_for_status(self): pass',
        '    def json(self): return json.loads(self.reply)',
        'def request(method, url, params=None, headers=None, json=None, timeout=None):',
        '    if params: url += ("&" if "?" in url else "?") + urllib.parse.urlencode(params)',
        '    data = None if json is None else __import__("json").dumps(json).encode()',
        '    return Response(urllib.request.urlopen(urllib.request.Request(url, data, headers or {}, method=method.upper()), timeout=timeout).read())',
        'get, post = (lambda *a, **k: request("get", *a, **k)), (lambda *a, **k: request("post", *a, **k))',
      ].join('\n'),
    );
    try {
      const received: Record<string, URLSearchParams> = {};
      for (const sample of samples) {
        const before = seen.length;
        if (sample.language === 'curl') await run('bash', ['-c', sample.code], env);
        if (sample.language === 'python') await run('python3', ['-c', sample.code], { ...env, PYTHONPATH: standIn });
        if (sample.language === 'javascript') {
          const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
          await new AsyncFunction('process', 'console', sample.code)({ env }, { log: () => {} });
        }
        expect(seen.length, `${sample.label} sent one request`).toBe(before + 1);
        received[sample.label] = new URL(seen.at(-1)!, 'http://localhost').searchParams;
      }
      return received;
    } finally {
      server.close();
      fs.rmSync(standIn, { recursive: true, force: true });
    }
  }

  it.each([
    ['GET', undefined],
    ['POST', { name: 'x' }],
  ])('reaches the service whole from every language (%s)', async (method, body) => {
    const received = await receivedQuery(requestWith(method, body));
    expect(Object.keys(received)).toEqual(['curl', 'Python', 'JavaScript']);
    for (const [label, query] of Object.entries(received)) expect(query.getAll('externalId'), label).toEqual([externalId]);
  });
});

describe('the samples of the real contract', () => {
  const operations = listOperations();

  it('hold no literal internal ID, and every language declares the same names', () => {
    for (const op of operations) {
      const names = ['BASE_URL', 'ACCESS_TOKEN', ...op.sampleValues];
      for (const sample of op.samples) {
        expect(sample.code, `${op.operationId} ${sample.label}`).not.toMatch(INTERNAL_ID);
        for (const name of names) expect(sample.code, `${op.operationId} ${sample.label} ${name}`).toContain(name);
      }
    }
  });

  it('name body references in the field entries as the samples do', () => {
    const createInstallation = operations.find((op) => op.operationId === 'createInstallation')!;
    const named = Object.fromEntries(createInstallation.bodyFields.map((f) => [f.name, f.placeholder]));
    expect(named).toMatchObject({
      project: 'PROJECT_ID',
      organisation: 'PROVIDER_ID',
      unit_of_access: 'METRIC_DEFINITION_ID',
      installation: undefined,
    });
    expect(createInstallation.sampleValues).toEqual(['PROJECT_ID', 'PROVIDER_ID', 'RESOURCE_ID', 'METRIC_DEFINITION_ID']);
  });

  it('name every path parameter, so no {placeholder} is left in a URL', () => {
    for (const op of operations) {
      const pathNames = op.parameters.filter((p) => p.location === 'path').map((p) => p.placeholder);
      expect(pathNames.every(Boolean), op.operationId).toBe(true);
      expect(op.samples[0]!.code, op.operationId).not.toMatch(/^ {2}"\$BASE_URL.*([{}]|%7B)/m);
    }
  });

  it('parse as shell and Python', () => {
    const codeIn = (language: string) => operations.map((op) => op.samples.find((s) => s.language === language)!.code);
    check('bash', ['-n'], codeIn('curl').join('\n\n'));
    // One Python process parses every sample (given as a JSON list), naming the first that fails.
    const parseEach = 'import ast, json, sys\nfor i, code in enumerate(json.load(sys.stdin)):\n  try: ast.parse(code)\n  except SyntaxError as e: sys.exit(f"sample {i}: {e}")';
    check('python3', ['-c', parseEach], JSON.stringify(codeIn('python')));
  });
});

describe('pythonLiteral', () => {
  it('round-trips through Python when python3 is available', () => {
    const value = { a: [1, 'true', null], b: { c: false }, d: [], e: {} };
    let python: string;
    try {
      python = execFileSync('python3', ['-c', `import json,sys; print(json.dumps(${pythonLiteral(value)}))`], {
        encoding: 'utf8',
      });
    } catch (error) {
      // Debian machines have python3; say so loudly rather than pass silently.
      throw new Error(`python3 is needed for this check: ${(error as Error).message}`);
    }
    expect(JSON.parse(python)).toEqual(value);
  });
});
