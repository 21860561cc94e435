/**
 * Relevance of the search box on the sets written blind (tests/support/searchRelevance.ts runs it as
 * a reader's browser does), which print totals only, and the ranking's ablation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { rankedSearch, RULES, type Rule } from '../../src/plugins/endpoint-search/client/rankedSearch';
import type { SearchResult } from '../../src/plugins/endpoint-search/client/types';
import { count, loadSearch, scoresSets, SUGGESTIONS, type MeasuredSet, type SearchHarness } from '../support/searchRelevance';
import { heldOutQueries, heldOutQuestions } from './search-questions/held-out';
import { heldOut2Queries, heldOut2Questions } from './search-questions/held-out-2';
import { heldOutQuestions3 } from './search-questions/held-out-3';
import { heldOutQuestions4 } from './search-questions/held-out-4';
import { heldOutQueries5, heldOutQuestions5 } from './search-questions/held-out-5';
import { heldOutQueries6, heldOutQuestions6 } from './search-questions/held-out-6';
import { heldOutQueries7, heldOutQuestions7 } from './search-questions/held-out-7';
import { heldOutQueries8, heldOutQuestions8 } from './search-questions/held-out-8';
import { heldOutQueries9, heldOutQuestions9 } from './search-questions/held-out-9';
import { heldOutQueries10, heldOutQuestions10 } from './search-questions/held-out-10';
import { heldOutQueries11, heldOutQuestions11 } from './search-questions/held-out-11';
import { heldOutQueries12, heldOutQuestions12 } from './search-questions/held-out-12';
import { heldOutQueries13, heldOutQuestions13 } from './search-questions/held-out-13';
import { heldOutQueries14, heldOutQuestions14 } from './search-questions/held-out-14';
import { heldOutQueries15, heldOutQuestions15 } from './search-questions/held-out-15';

let harness: SearchHarness;
beforeAll(async () => {
  harness = await loadSearch();
}, 60_000);

describe('search relevance on the sets written blind', () => {
  /** Each set kept out of tuning, with its first run; its misses stay unread. */
  const sets: MeasuredSet[] = [
    { name: 'held-out endpoint and page queries (kept out of tuning)', set: heldOutQueries, measured: [40, 40] },
    { name: 'second held-out endpoint and page queries', set: heldOut2Queries, measured: [45, 46], showMisses: false },
    { name: 'third held-out endpoint and page queries', set: heldOutQueries5, measured: [20, 20], showMisses: false },
    { name: 'fourth held-out endpoint and page queries', set: heldOutQueries6, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions7" before the second round; run once on the session's starting
    // build (51.7 / 65.0 %), once before the round (50.0 / 68.3 %) and once after (53.3 / 68.3 %): the
    // clean figure. Never tune on it.
    { name: 'seventh held-out set', set: heldOutQuestions7, measured: [38, 43], showMisses: false },
    { name: 'fifth held-out endpoint and page queries', set: heldOutQueries7, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions8" before the instant first stage and the ablation of issue 41;
    // on the session's starting build 75.0 / 86.7 % (45 and 52 of 60), endpoint and page queries 20 / 20.
    { name: 'eighth held-out set', set: heldOutQuestions8, measured: [48, 54], showMisses: false },
    { name: 'sixth held-out endpoint and page queries', set: heldOutQueries8, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions9" before the cut of issue 41's follow-up (titleCost and mentions
    // decided on it); 75.0 / 83.3 % (45 and 50 of 60) on the cut's starting build and after it, endpoint
    // and page queries 20 / 20.
    { name: 'ninth held-out set', set: heldOutQuestions9, measured: [46, 51], showMisses: false },
    { name: 'seventh held-out endpoint and page queries', set: heldOutQueries9, measured: [19, 20], showMisses: false },
    // Written blind by helper "questions10" on 2026-11-29, after every rule of the ablation table, for the next
    // round; its first run, on the ranking as it then stood: 76.7 / 90.0 % (46 and 54 of 60), endpoint and page
    // queries 20 / 20. Nine of its questions also stand in earlier sets (quoted errors, mostly in the blind eighth
    // and ninth; "swagger ui" and "what is virtual access" in the tuned fourth); on the other 51: 76.5 / 88.2 %.
    // It decided `titleCost`: without it 78.3 / 90.0 %, the seventh 61.7 / 68.3 %, the kept tasks 86.7 / 100 %; kept.
    { name: 'tenth held-out set', set: heldOutQuestions10, measured: [46, 55], showMisses: false },
    { name: 'eighth held-out endpoint and page queries', set: heldOutQueries10, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions11" on 2026-11-29, after every rule kept; on the session's starting ranking
    // 76.7 / 90.0 % (46 and 54 of 60), endpoint and page queries 20 / 20. It decided two changes: the eight spare
    // rows went (47 first without them), and a candidate rule, operations that read before those that change data
    // when a query does not say how to change (it won 2 in the first three on tuning sets), won nothing on it or on
    // the seventh to tenth sets and was not kept. Then the reader-word row `list` went (blind it lost more than it
    // won): 80.0 / 91.7 %. Fifteen of its questions also stand in earlier sets (quoted errors, mostly); on the other
    // 45: 75.6 / 88.9 %.
    { name: 'eleventh held-out set', set: heldOutQuestions11, measured: [48, 55], showMisses: false },
    { name: 'ninth held-out endpoint and page queries', set: heldOutQueries11, measured: [20, 20], showMisses: false },
    { name: 'tenth held-out endpoint and page queries', set: heldOutQueries12, measured: [20, 20], showMisses: false },
    { name: 'eleventh held-out endpoint and page queries', set: heldOutQueries13, measured: [20, 20], showMisses: false },
    { name: 'twelfth held-out endpoint and page queries', set: heldOutQueries14, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions15" on 2026-11-29 (night), with no rule or keyword changed since round 5:
    // 86.7 / 93.3 % (52 and 56 of 60) on its starting build; endpoint and page queries 20 / 20. Never tune on it.
    { name: 'fifteenth held-out set', set: heldOutQuestions15, measured: [52, 56], showMisses: false },
    { name: 'thirteenth held-out endpoint and page queries', set: heldOutQueries15, measured: [20, 20], showMisses: false },
  ];
  scoresSets(sets, () => harness);
});

/**
 * Ablation (CONTRIBUTING.md, Search): `SEARCH_ABLATION=1` switches each rule off in turn, and each
 * reader-word row, and prints what it wins on the sets written blind before it (totals only).
 */
if (!process.env.SEARCH_ABLATION) {
  console.log('Skipped: the ranking ablation runs with SEARCH_ABLATION=1 (each blind set once per rule and reader-word row).');
}
describe.runIf(process.env.SEARCH_ABLATION)('search ranking ablation', () => {
  /**
   * The held-out sets, the round of rules each was written before (0: the rules before the rounds; 3: never tuned on,
   * so blind to every rule, whether written before it or after) and, for a set tuned on since, the round it was tuned
   * in: it no longer counts from there.
   */
  const blind: Array<[round: number, set: Array<[string, string[]]>, tunedIn?: number]> = [
    [0, heldOutQuestions],
    [0, heldOutQueries],
    [0, heldOut2Questions],
    [0, heldOut2Queries],
    [0, heldOutQuestions3],
    [0, heldOutQuestions4],
    [0, heldOutQuestions5],
    [0, heldOutQueries5],
    [1, heldOutQuestions6],
    [1, heldOutQueries6],
    // Written before the rules of round 2 (the seventh) or after every rule of rounds 0 to 2 (the eighth to the
    // fifteenth), and never tuned on but for the twelfth to the fourteenth (rounds 4 to 6): a fair test of those rules.
    [3, heldOutQuestions7],
    [3, heldOutQueries7],
    [3, heldOutQuestions8],
    [3, heldOutQueries8],
    [3, heldOutQuestions9],
    [3, heldOutQueries9],
    [3, heldOutQuestions10],
    [3, heldOutQueries10],
    [3, heldOutQuestions11],
    [3, heldOutQueries11],
    // Its misses led to the keywords and the spelling rule of round 4 (2026-11-29 evening).
    [3, heldOutQuestions12, 4],
    [3, heldOutQueries12, 4],
    // Its misses led to the keywords of round 5 (2026-11-29, night), which added no rule.
    [3, heldOutQuestions13, 5],
    [3, heldOutQueries13, 5],
    // Its misses led to the keywords of round 6 (2026-11-29, night), which added no rule.
    [3, heldOutQuestions14, 6],
    [3, heldOutQueries14, 6],
    [3, heldOutQuestions15],
    [3, heldOutQueries15],
  ];
  /** The round that added each rule: 1 and 2 are the two rounds of 2026-11-26 evening, 4 that of 2026-11-29. */
  const round: Record<Rule, number> = {
    readerWords: 0,
    keywords: 0,
    mentions: 0,
    rarity: 0,
    siteName: 0,
    states: 1,
    explains: 2,
    questions: 0,
    askedWhen: 2,
    pasted: 2,
    exactKeyword: 0,
    titleCost: 0,
    releases: 0,
    namedRelease: 2,
    glossary: 1,
    spelling: 4,
  };
  // The worker answers a query alike whatever the ranking does with it: asked once.
  const asked = new Map<string, Promise<SearchResult[]>>();
  const worker = (query: string, limit: number) => {
    if (!asked.has(`${limit} ${query}`)) asked.set(`${limit} ${query}`, harness.rawSearch(query, limit));
    return asked.get(`${limit} ${query}`)!;
  };
  const ranked = (options = {}, using = harness.catalog) => (query: string) =>
    rankedSearch(worker, using, query, SUGGESTIONS, options);
  const total = async (sets: typeof blind, find = ranked()) => {
    let first = 0;
    let top3 = 0;
    for (const [, set] of sets) {
      const counted = await count(harness, set, find);
      first += counted.first;
      top3 += counted.top3;
    }
    return { first, top3 };
  };

  it('prints what each rule and reader-word row wins on the sets written blind before it', async () => {
    const lines: string[] = [];
    for (const rule of RULES) {
      const sets = blind.filter(
        ([written, , tunedIn]) => (written <= round[rule] || written === 3) && (tunedIn ?? Infinity) > round[rule],
      );
      const on = await total(sets);
      const off = await total(sets, ranked({ off: new Set([rule]) }));
      lines.push(`${rule} (${sets.length} sets): first ${on.first - off.first}, first three ${on.top3 - off.top3}`);
    }
    const on = await total(blind);
    for (const [i, [site, reader]] of harness.catalog.readerWords.entries()) {
      const without = { ...harness.catalog, readerWords: harness.catalog.readerWords.filter((_, k) => k !== i) };
      const off = await total(blind, ranked({}, without));
      lines.push(`reader words ${site} ← ${reader.slice(0, 3).join(', ')}: first ${on.first - off.first}, first three ${on.top3 - off.top3}`);
    }
    console.log(`wins with the rule on (all blind sets: first ${on.first}, first three ${on.top3}):\n  ${lines.join('\n  ')}`);
    expect(lines.length).toBe(RULES.length + harness.catalog.readerWords.length);
  }, 600_000);
});
