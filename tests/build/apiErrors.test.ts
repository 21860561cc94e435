/**
 * API Errors is looked up by status (issue 43): the old address stays the index, its table
 * links every status to the page that explains it, and the anchors the one long page had still
 * lead somewhere: to the status's row on the index, from which its page is one click away.
 */
import { describe, expect, it } from 'vitest';
import { base, page } from './site';

const INDEX = 'docs/api/api_errors';

/** The statuses the long page had sections for, by their old anchors. */
const OLD_STATUS_ANCHORS = [
  '400-bad-request',
  '401-unauthorized',
  '403-forbidden',
  '404-not-found',
  '409-conflict',
  '415-unsupported-media-type',
  '500-internal-server-error',
];

describe('API Errors', () => {
  const $ = page(INDEX);
  const rowLink = (anchor: string) => $(`#${anchor}`).closest('tr').find('a[href]').first().attr('href') ?? '';

  it('keeps every old anchor, each on the row that links to its status page', () => {
    for (const anchor of OLD_STATUS_ANCHORS) {
      expect($(`#${anchor}`).length, anchor).toBe(1);
      expect(rowLink(anchor), anchor).toMatch(new RegExp(`^${base}${INDEX}/[a-z_]+`));
    }
    for (const anchor of ['missing-entitlement', 'business-rule-refusals', 'handling-errors-in-code']) {
      expect($(`#${anchor}`).length, anchor).toBe(1);
    }
  });

  it('links each status to a page whose heading names it', () => {
    for (const anchor of OLD_STATUS_ANCHORS) {
      const [route, hash] = rowLink(anchor).slice(base.length).split('#') as [string, string | undefined];
      const target = page(route);
      const code = anchor.split('-')[0]!;
      // A status with a page of its own is named in that page's title; the others by a heading.
      const named = hash ? target(`#${hash}`).text() : target('h1').first().text();
      expect(named, `${anchor} → ${route}`).toContain(code);
    }
  });

  it('is the index: it no longer repeats the messages its status pages list', () => {
    expect($('article').text()).not.toContain('There is no Project with the following id');
    expect(page(`${INDEX}/not_found_and_conflict`)('article').text()).toContain(
      'There is no Project with the following id',
    );
  });
});
