import { describe, expect, it } from 'vitest';
import { decodeOrKeep } from '../../../src/utils/decodeOrKeep';

describe('decodeOrKeep', () => {
  it('decodes a URL part, and keeps one with a stray "%" as it is instead of throwing', () => {
    expect(decodeOrKeep('metric%20definitions')).toBe('metric definitions');
    expect(decodeOrKeep('%E4%B8%AD')).toBe('中');
    expect(decodeOrKeep('100%')).toBe('100%');
    expect(decodeOrKeep('get%ZZ')).toBe('get%ZZ');
  });
});
