import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, normaliseBasePath, normaliseSiteUrl } from '../../../config/siteAddress.mjs';

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

describe('normaliseSiteUrl', () => {
  it.each([
    ['https://docs.example.org', 'https://docs.example.org'],
    ['https://docs.example.org//', 'https://docs.example.org'],
    [' https://docs.example.org/ ', 'https://docs.example.org'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normaliseSiteUrl(raw)).toBe(expected);
  });

  it('keeps the default origin when the variable is unset or blank, as an unset repository variable is', () => {
    for (const raw of [undefined, '', '  ']) expect(normaliseSiteUrl(raw)).toBe(DEFAULT_SITE_URL);
  });
});
