/**
 * Doc articles reach the browser as HTML only (src/plugins/static-articles): no JavaScript file
 * of the build carries an article's text, so the browser never renders it again.
 */
import { describe, expect, it } from 'vitest';
import { builtAssets, builtHtmlFiles, clean, parsedFile } from './site';

const scripts = builtAssets('js');

/** A run of words from the middle, so markup and escaping at the edges do not matter. */
const middleWords = (text: string) => text.split(' ').slice(2, 9).join(' ');

/** Every doc page of the build, parsed once. */
const docPages = builtHtmlFiles()
  .filter((file) => file.startsWith('docs/'))
  .map((file) => ({ file, $: parsedFile(file) }));

/** The longest paragraph of each doc article, as the server rendered it. */
const samples = docPages.flatMap(({ file, $ }) => {
  // The description is page metadata, which the browser bundle does carry (sidebar, cards).
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const paragraphs = $('.theme-doc-markdown p')
    .toArray()
    .map((p) => clean($(p).text()))
    .filter((text) => text.length > 80 && !description.includes(middleWords(text)))
    .sort((a, b) => b.length - a.length);
  return paragraphs.length ? [{ page: file, text: paragraphs[0]! }] : [];
});

describe('static articles', () => {
  it('no script holds an article’s text', () => {
    expect(samples.length, 'doc articles to check').toBeGreaterThan(100);
    const shipped = samples.filter(({ text }) => {
      const words = middleWords(text);
      return scripts.some((script) => script.includes(words));
    });
    expect(shipped.map(({ page }) => page)).toEqual([]);
  });
});

describe('the stylesheet', () => {
  const css = builtAssets('css').join('\n');

  it('styles every CSS-module class the doc articles use', () => {
    // CSS-module class names are a camel-case name, an underscore and a four-character hash
    // (BEM names such as api-operation__main are global classes).
    const moduleClass = /^[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_-]{4}$/;
    const unstyled = new Set<string>();
    for (const { $ } of docPages) {
      $('.theme-doc-markdown [class]').each((_, element) => {
        for (const name of ($(element).attr('class') ?? '').split(/\s+/)) {
          if (moduleClass.test(name) && !css.includes(`.${name}`)) unstyled.add(name);
        }
      });
    }
    expect([...unstyled]).toEqual([]);
  });
});
