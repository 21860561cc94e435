import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildCodeSamples, buildUrl, pythonLiteral } from '../../../src/plugins/openapi-operations/codeSamples';

const input = {
  server: 'https://api.example.org/accounting-system',
  method: 'post',
  path: '/projects/{project_id}/things',
  parameters: [
    { name: 'project_id', in: 'path', required: true, schema: { type: 'string', example: 'p/1' } },
    { name: 'page', in: 'query', schema: { default: 1 } },
    { name: 'size', in: 'query', schema: { default: 10 } },
    { name: 'sort', in: 'query', schema: { type: 'string' } },
  ],
  body: { name: "it's null or true", enabled: true, parent: null, tags: ['a'], nested: { n: 1.5 } },
};

describe('buildUrl', () => {
  it('fills path parameters (encoded) and shows the paging pair, not optional filters', () => {
    expect(buildUrl(input)).toBe('https://api.example.org/accounting-system/projects/p%2F1/things?page=1&size=10');
  });

  it('keeps a placeholder when a path parameter has no example', () => {
    expect(buildUrl({ ...input, parameters: [{ name: 'project_id', in: 'path' }] })).toContain('/projects/%7Bproject_id%7D/');
  });
});

describe('buildCodeSamples', () => {
  const [curl, python, javascript] = buildCodeSamples(input);

  it('sends the body as JSON from curl, with a quote in a string escaped for the shell', () => {
    expect(curl!.code).toMatch(/^curl -X POST "https:\/\/api\.example\.org\/accounting-system\/projects\/p%2F1\/things\?page=1&size=10" \\/);
    expect(curl!.code).toContain('-H "Content-Type: application/json"');
    expect(curl!.code).toContain(`it'\\''s null or true`);
  });

  it('writes a Python literal that keeps strings intact and maps true/null', () => {
    expect(python!.code).toContain('"name": "it\'s null or true"');
    expect(python!.code).toContain('"enabled": True');
    expect(python!.code).toContain('"parent": None');
    expect(python!.code).toContain('json=payload');
  });

  it('leaves the body out of a request that has none', () => {
    const [getCurl, getPython, getJs] = buildCodeSamples({ ...input, method: 'get', body: undefined });
    expect(getCurl!.code).not.toContain('Content-Type');
    expect(getPython!.code).not.toContain('payload');
    expect(getJs!.code).not.toContain('body:');
  });

  it('produces JavaScript that parses', () => {
    // An async function body, since the sample uses top-level await.
    expect(() => new Function(`return (async () => {${javascript!.code}\n})`)).not.toThrow();
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
