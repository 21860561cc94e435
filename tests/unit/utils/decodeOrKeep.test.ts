import { describe, expect, it } from 'vitest';
import { decodeOrKeep, wellFormed } from '../../../src/utils/decodeOrKeep';

describe('decodeOrKeep', () => {
  it('decodes a URL part, and keeps one with a stray "%" as it is instead of throwing', () => {
    expect(decodeOrKeep('metric%20definitions')).toBe('metric definitions');
    expect(decodeOrKeep('%E4%B8%AD')).toBe('中');
    expect(decodeOrKeep('100%')).toBe('100%');
    expect(decodeOrKeep('get%ZZ')).toBe('get%ZZ');
  });
});

describe('wellFormed', () => {
  it('keeps a part that decodes, and encodes each "%" of one that does not, so it reads back as typed', () => {
    expect(wellFormed('/docs/metric%20definitions', decodeURI)).toBe('/docs/metric%20definitions');
    expect(wellFormed('/docs/100%', decodeURI)).toBe('/docs/100%25');
    expect(decodeURI(wellFormed('/docs/a%zz/%E4%B8%AD%', decodeURI))).toBe('/docs/a%zz/%E4%B8%AD%');
    expect(wellFormed('#get%ZZ')).toBe('#get%25ZZ');
    expect(wellFormed('')).toBe('');
  });
});
