/** The page left at a moved page's old address (src/plugins/moved-pages). */
import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { movedPageFile, movedPages, redirectPage } from '../../../src/plugins/moved-pages';

describe('redirectPage', () => {
  const $ = load(redirectPage('/base/docs/', 'A & B', 'https://example.org/base/docs/'));

  it('sends the reader on without JavaScript and is kept out of indexes', () => {
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/base/docs/');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://example.org/base/docs/');
    expect($('script').length).toBe(0);
  });

  it('names the new page in a link, escaped', () => {
    expect($('body a').attr('href')).toBe('/base/docs/');
    expect($('body a').text()).toBe('A & B');
    expect($('title').text()).toBe('A & B');
  });

  it('lists routes without a leading slash, and writes each where the server looks for it', () => {
    for (const moved of movedPages) expect(moved.from).toMatch(/^[^/]/);
    expect(movedPageFile('docs/x')).toBe('docs/x.html');
    expect(movedPageFile('docs/')).toBe('docs/index.html');
  });
});
