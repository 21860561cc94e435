import { describe, expect, it } from 'vitest';
import { normaliseBasePath } from '../../../config/basePath.mjs';

describe('normaliseBasePath', () => {
  it.each([
    ['argo-accounting', '/argo-accounting/'],
    ['/argo-accounting', '/argo-accounting/'],
    ['argo-accounting/', '/argo-accounting/'],
    ['  /a/b/  ', '/a/b/'],
    ['/', '/'],
    ['', '/'],
    ['   ', '/'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normaliseBasePath(raw, '/fallback/')).toBe(expected);
  });

  it('uses the fallback only when nothing is given', () => {
    expect(normaliseBasePath(undefined, '/argo-accounting/')).toBe('/argo-accounting/');
    expect(normaliseBasePath(undefined)).toBe('/');
  });
});
