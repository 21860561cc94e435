/**
 * Pages say what the service does, settled against the reference facts: no page may read as
 * unfinished ("has not been confirmed", "No picture … was available") or carry the history of
 * earlier docs ("Earlier documentation said …"), which a new reader never saw. Changes of the
 * service belong in the API changelog instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSources, repoRoot } from '../../support/docSources';

const unfinished: Array<[RegExp, string]> = [
  [/\bnot (?:been |yet been |yet )?confirmed\b/i, 'an unsettled claim'],
  [/\bto be confirmed\b/i, 'an unsettled claim'],
  [/\bearlier documentation\b/i, 'history of earlier docs'],
  [/\bno (?:picture|screenshot) of\b/i, 'an apology for a missing picture'],
  [/\bmaintainer (?:should )?confirms?\b/i, 'an unsettled claim'],
  [/\b(?:TODO|TBD|FIXME|XXX)\b/, 'a note to writers'],
  [/\b(?:earlier|older) (?:versions? of (?:the|this) (?:page|guide|policy)|material)\b/i, 'history of earlier docs'],
];

/** Every phrase of `text` that reads unfinished, as `line: phrase (why)`. */
function unfinishedPhrases(text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    unfinished.flatMap(([pattern, why]) => {
      const match = pattern.exec(line);
      return match ? [`${index + 1}: "${match[0]}" (${why})`] : [];
    }),
  );
}

describe('prose that reads unfinished', () => {
  it('is found, whatever the case, and ordinary prose is not', () => {
    expect(unfinishedPhrases('Fine.\nWhether it does has not been confirmed.')).toEqual([
      '2: "not been confirmed" (an unsettled claim)',
    ]);
    expect(unfinishedPhrases('Earlier documentation said X.')).toHaveLength(1);
    expect(unfinishedPhrases('No picture of the form was available.')).toHaveLength(1);
    expect(unfinishedPhrases('This is inferred; a maintainer should confirm it.')).toHaveLength(1);
    expect(unfinishedPhrases('Earlier versions of the policy said so.')).toHaveLength(1);
    expect(unfinishedPhrases(':::note[Inferred, to be confirmed by a maintainer]')).toHaveLength(1);
    expect(unfinishedPhrases('The banner confirms the change. Not confirmed yet? No.')).toHaveLength(1);
    expect(unfinishedPhrases('Confirm with the red button; the dialog asks you to confirm.')).toEqual([]);
  });

  it('appears on no doc page', () => {
    const pages = docSources;
    expect(pages.length).toBeGreaterThan(40);
    const found = pages.flatMap(({ file }) =>
      unfinishedPhrases(fs.readFileSync(path.join(repoRoot, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
