import { describe, expect, it } from 'vitest';
import { searchTermsFrom } from '../../../src/theme/NotFound/Content/searchTerms';

describe('the 404 page’s search terms (searchTermsFrom)', () => {
  it('reads the words of the last segment, decoded, without .html', () => {
    expect(searchTermsFrom('/argo-accounting/docs/api/metric_definitions.html')).toBe('metric definitions');
    expect(searchTermsFrom('/argo-accounting/docs/%E4%B8%AD%E6%96%87')).toBe('中文');
    expect(searchTermsFrom('/')).toBe('');
  });

  it('reads a segment with a stray "%" as typed instead of throwing (the page would crash)', () => {
    expect(searchTermsFrom('/argo-accounting/docs/100%')).toBe('100');
    expect(searchTermsFrom('/argo-accounting/docs/quota%-limits')).toBe('quota limits');
  });
});
