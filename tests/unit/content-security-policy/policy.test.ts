import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  executableInlineScripts,
  sha256Source,
  sitePolicy,
  unhashableInlineCode,
} from '../../../src/plugins/content-security-policy/policy';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

describe('content security policy', () => {
  it('finds the inline scripts a browser runs, not data blocks or external scripts', () => {
    const html = [
      '<script>one()</script>',
      '<script type="module">two()</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script src="/a.js"></script>',
      "<script type='text/javascript' defer>three()</script>",
    ].join('');
    expect(executableInlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });

  it('hashes a script as a CSP source', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(sha256Source('alert(1)')).toBe(`'sha256-${expected}'`);
  });

  it('reports event-handler attributes and javascript: URLs, but not text inside scripts', () => {
    const found = unhashableInlineCode(
      '<button onclick="x()">a</button><a href="javascript:void 0">b</a><script>"<b onload=1>"</script>',
    );
    expect(found).toEqual(['onclick attribute', 'href="javascript:']);
  });

  it('allows only the site itself plus the given hashes, with no framing or plugins', () => {
    const policy = sitePolicy(["'sha256-abc'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/);
  });
});
