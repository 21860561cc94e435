/**
 * The release history of the service's code (openapi/service-record.json): what each release added, moved
 * and removed (the changelog's `<ReleaseOperations>`), and since when each operation has been served.
 */
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { readOnChange } from '../shared/readOnChange';
import { operationKey } from '../../../lib/contractOperations.mjs';
import { collectionOf, operationRoute } from './collections';
import type { OperationView } from './types';

export const recordPath = path.resolve(__dirname, '../../../openapi/service-record.json');

export interface ServiceRelease {
  version: string;
  date: string;
  commit: string;
  /** `METHOD /path` → the Java class and method that served it. */
  operations: Record<string, string>;
}

export interface ServiceRecord {
  source: string;
  commit: string;
  releases: ServiceRelease[];
}

export interface ReleaseChange {
  version: string;
  date: string;
  added: string[];
  removed: string[];
  /** Same Java method, new path: `from` stopped working, `to` took its place. */
  moved: { from: string; to: string }[];
  /** Only a path parameter's name changed: the URL a client sends is the same. */
  renamed: { from: string; to: string }[];
}

/** Site-absolute link to a release's entry in the changelog, by the id Docusaurus gives its heading `Release 1.7.0`. */
export function releaseUrl(version: string): string {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`"${version}" is not a release number such as 1.7.0`);
  return `/docs/changelog#${createSlugger().slug(`Release ${version}`)}`;
}

/** Read once per change, as the contract is. */
export const loadRecord = readOnChange(recordPath, (text) => JSON.parse(text) as ServiceRecord);

/** `GET /a/{id}/b` → `GET /a/{}/b`: the URL shape a client sends, whatever the parameter is called. */
export const urlShape = (key: string): string => key.replace(/\{[^}]+\}/g, '{}');
const javaMethod = (source: string): string => source.split('#').pop() ?? source;

/** What each release changed against the one before it (the first release adds everything). */
export function releaseChanges(record: ServiceRecord): ReleaseChange[] {
  return record.releases.map((release, index) => {
    const before = index === 0 ? {} : record.releases[index - 1]!.operations;
    const now = release.operations;
    let added = Object.keys(now).filter((key) => !(key in before));
    let removed = Object.keys(before).filter((key) => !(key in now));
    const pair = (matches: (from: string, to: string) => boolean) => {
      const pairs: { from: string; to: string }[] = [];
      for (const from of removed) {
        const candidates = added.filter((to) => matches(from, to));
        if (candidates.length !== 1) continue;
        pairs.push({ from, to: candidates[0]! });
        added = added.filter((key) => key !== candidates[0]);
      }
      removed = removed.filter((key) => !pairs.some((item) => item.from === key));
      return pairs;
    };
    const renamed = pair((from, to) => urlShape(from) === urlShape(to));
    // A move keeps its Java method, verb and old path as the new one's end (`/clients` → `/admin/clients`).
    const tail = (key: string) => urlShape(key).replace(/^\S+ \/accounting-system/, '');
    const sameMethod = (from: string, to: string) =>
      before[from] === now[to] ||
      (javaMethod(before[from]!) === javaMethod(now[to]!) &&
        from.split(' ')[0] === to.split(' ')[0] &&
        urlShape(to).endsWith(tail(from)));
    const moved = pair(sameMethod);
    return { version: release.version, date: release.date, added, removed, moved, renamed };
  });
}

/** When an operation of the newest release has been served at its URL, whatever its parameters are called. */
export interface ServedHistory {
  /** The release it has been served since without a break; none when that is the first release. */
  since?: string;
  /** Earlier spans it was served in before a gap: `1.0.0–1.7.0`. */
  earlier: string[];
}

export function servedHistory(record: ServiceRecord): Map<string, ServedHistory> {
  const releases = record.releases;
  const history = new Map<string, ServedHistory>();
  const shapes = releases.map((release) => new Set(Object.keys(release.operations).map(urlShape)));
  for (const key of Object.keys(releases[releases.length - 1]!.operations)) {
    const spans: [number, number][] = [];
    shapes.forEach((served, index) => {
      if (!served.has(urlShape(key))) return;
      const last = spans[spans.length - 1];
      if (last && last[1] === index - 1) last[1] = index;
      else spans.push([index, index]);
    });
    const [start] = spans.pop()!;
    const name = ([from, to]: [number, number]) =>
      from === to ? releases[from]!.version : `${releases[from]!.version}–${releases[to]!.version}`;
    history.set(key, { since: start > 0 ? releases[start]!.version : undefined, earlier: spans.map(name) });
  }
  return history;
}

/**
 * Whether an inline code of the changelog names an operation: `POST /clients` that one exactly,
 * `/acl` every operation with those segments in its path (the service's root left out).
 */
export function namesOperation(codeText: string, key: string): boolean {
  const [method, keyPath] = key.replace(/ \/[^/]+/, ' ').split(' ') as [string, string];
  const [codeMethod, codePath] = codeText.split(' ');
  if (codePath !== undefined) return codeMethod === method && codePath === keyPath;
  return codeText.startsWith('/') && `${keyPath}/`.includes(`${codeText}/`);
}

/** An operation as inline code, without the common prefix; the method stays on the path's line. */
export const operationCode = (key: string): string => `\`${key.replace(' /accounting-system/', '\u00a0/')}\``;
const code = operationCode;

/** A link to an operation's page when the contract still has it, else its method and path. */
function linkTo(key: string, byKey: Map<string, OperationView>): string {
  const op = byKey.get(key);
  return op ? `[${op.summary}](/${operationRoute(op.operationId)})` : code(key);
}

/**
 * One release's changelog entry, in two parts around the changelog's own words on what replaced the removed
 * operations: the date and breaking changes, then renamed and added operations. Each removed operation must
 * be named by one of `replacementCodes`, the inline codes of those words.
 */
export function renderReleaseOperations(
  change: ReleaseChange,
  operations: OperationView[],
  isFirst: boolean,
  replacementCodes: string[] = [],
): [string, string] {
  const released = `Released ${change.date}.`;
  if (isFirst) return [`${released} The first release served ${change.added.length} operations.`, ''];
  const byKey = new Map(operations.map((op) => [operationKey(op), op]));
  const unexplained = change.removed.filter((key) => !replacementCodes.some((text) => namesOperation(text, key)));
  if (unexplained.length) {
    throw new Error(
      `Release ${change.version} removed ${unexplained.join(', ')} and the changelog does not say what replaced it: write a list item naming its path in inline code inside <ReleaseOperations version="${change.version}">`,
    );
  }
  const breaking: string[] = [released, ''];
  if (change.removed.length || change.moved.length) {
    breaking.push(
      '**Breaking: operations removed or moved.** A client that calls these must change before it upgrades.',
      '',
    );
    for (const { from, to } of change.moved) {
      breaking.push(`- ${code(from)} moved to ${code(to)}${byKey.has(to) ? ` (${linkTo(to, byKey)})` : ''}.`);
    }
    if (change.removed.length) breaking.push(`- Removed ${change.removed.map(code).join(', ')}.`);
  }
  const lines: string[] = [];
  if (change.renamed.length) {
    lines.push(
      `**Path parameters renamed** (the URLs stay the same): ${change.renamed.map(({ to }) => code(to)).join(', ')}.`,
      '',
    );
  }
  if (change.added.length) {
    lines.push('**Operations added:**', '');
    const byCollection = new Map<string, string[]>();
    for (const key of change.added) {
      const op = byKey.get(key);
      const label = op ? collectionOf(op.operationId).label : 'Removed again by a later release';
      byCollection.set(label, [...(byCollection.get(label) ?? []), linkTo(key, byKey)]);
    }
    for (const [label, links] of byCollection) lines.push(`- ${label}: ${links.join(', ')}.`);
  }
  if (breaking.length === 2 && lines.length === 0) breaking.push('No operation was added, moved or removed.');
  return [breaking.join('\n').trim(), lines.join('\n').trim()];
}

/** The Markdown a `<ReleaseOperations version="…">` element of the changelog stands for, around its content. */
export function releaseOperationsMarkdown(
  version: string,
  record: ServiceRecord,
  operations: OperationView[],
  replacementCodes: string[] = [],
): [string, string] {
  const changes = releaseChanges(record);
  const index = changes.findIndex((change) => change.version === version);
  if (index === -1) {
    throw new Error(
      `<ReleaseOperations version="${version}"> names no release of openapi/service-record.json (${changes.map((change) => change.version).join(', ')})`,
    );
  }
  return renderReleaseOperations(changes[index]!, operations, index === 0, replacementCodes);
}
