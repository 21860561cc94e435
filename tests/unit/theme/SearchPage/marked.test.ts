import { describe, expect, it } from 'vitest';
import { marked } from '../../../../src/theme/SearchPage/SearchResultItem/marked';

describe('marked (a search result snippet)', () => {
  it('escapes the text and marks the words that start with a token', () => {
    expect(marked('Send <b>metrics</b> & more', ['metric'])).toBe(
      'Send &#60;b&#62;<mark>metrics</mark>&#60;<wbr>/b&#62; &#38; more',
    );
  });

  it('lets a path wrap before each inner slash, never inside a word', () => {
    expect(marked('GET /accounting-system/projects/{id}/metrics', [])).toBe(
      'GET /accounting-system<wbr>/projects<wbr>/{id}<wbr>/metrics',
    );
  });

  it('cuts a long text between words, around its first match', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`);
    words[50] = 'installation';
    const text = words.join(' ');
    const html = marked(text, ['installation']);
    expect(html).toContain('<mark>installation</mark>');
    expect(html.startsWith('…')).toBe(true);
    expect(html.endsWith('…')).toBe(true);
    const shown = html.slice(1, -1).replace(/<\/?mark>/g, '');
    // Whole words at both ends: the text has each of them between spaces.
    expect(` ${text} `).toContain(` ${shown} `);
  });
});
