/**
 * Reader links at the end of every doc page, in the static HTML: "Edit this page" opens the
 * page's source (the contract, for generated operation pages), "Last updated" matches git or
 * the front matter, and the feedback links prefill an issue with the page's address.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryUrl } from '../../config/siteEnv';
import { docSources, expectedLastUpdate, hasGitHistory, repoRoot, type DocSource } from '../support/docSources';
import { expectEvery, page, pageUrl } from './site';

const editedFile = (doc: DocSource) =>
  /<ApiOperation id=/.test(fs.readFileSync(path.join(repoRoot, doc.file), 'utf8')) && doc.file.endsWith('.mdx')
    ? 'openapi/accounting-system.yaml'
    : doc.file;

describe('on every doc page', () => {
  it('"Edit this page" opens the page’s source, or the contract for an operation page', () => {
    expectEvery(docSources, (doc) => doc.route, (doc) => {
      const href = page(doc.route)('a.theme-edit-this-page').attr('href') ?? '';
      expect(href.startsWith(`${repositoryUrl}/edit/`), href).toBe(true);
      expect(href.endsWith(`/${editedFile(doc)}`), `${href} ends with ${editedFile(doc)}`).toBe(true);
      const inRepo = href.slice(`${repositoryUrl}/edit/`.length).split('/').slice(1).join('/');
      expect(fs.existsSync(path.join(repoRoot, inRepo)), `${inRepo} exists`).toBe(true);
    });
  });

  it('"Last updated" gives the front matter’s date or the last commit’s', () => {
    expectEvery(docSources, (doc) => doc.route, (doc) => {
      const time = page(doc.route)('.theme-last-updated time');
      const expected = expectedLastUpdate(doc);
      if (expected) {
        expect(time.attr('datetime')).toBe(expected.toISOString());
      } else if (!hasGitHistory) {
        // config/lastUpdate.ts: without history the build leaves the date out rather than guess.
        expect(time.length, 'no git history, so no date').toBe(0);
      } else {
        console.warn(`${doc.file}: last-update date not compared (the file has no commit yet)`);
      }
    });
  });

  it('"Was this page helpful?" links prefill an issue with the page’s title and address', () => {
    expectEvery(docSources, (doc) => doc.route, (doc) => {
      const $ = page(doc.route);
      expect($('body').text()).toContain('Was this page helpful?');
      for (const answer of ['Yes', 'No']) {
        const link = $('a')
          .filter((_, a) => $(a).text().trim() === answer)
          .first();
        const url = new URL(link.attr('href') ?? '');
        expect(`${url.origin}${url.pathname}`).toBe(`${repositoryUrl}/issues/new`);
        expect(url.searchParams.get('title')).toContain(doc.title);
        expect(url.searchParams.get('body')).toContain(`Page: ${pageUrl(doc.route)}\n`);
        expect(url.searchParams.get('body')).toContain(`Was this page helpful? ${answer}`);
        expect(link.attr('rel')).toMatch(/noopener/);
      }
    });
  });
});
