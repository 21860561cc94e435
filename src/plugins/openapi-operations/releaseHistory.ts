/**
 * The release history of the service's code (openapi/service-record.json): what each release
 * added, moved and removed, for the changelog's `<ReleaseOperations>`, and each operation's `x-since`.
 */
import fs from 'node:fs';
import path from 'node:path';
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

export function loadRecord(file = recordPath): ServiceRecord {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ServiceRecord;
}

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

/**
 * The release since which each current operation has been served at its URL without a break
 * (from its return, if it went away); none for those there since the first release.
 */
export function sinceByOperation(record: ServiceRecord): Map<string, string> {
  const releases = record.releases;
  const newest = releases[releases.length - 1]!;
  const since = new Map<string, string>();
  for (const key of Object.keys(newest.operations)) {
    let first = releases.length - 1;
    while (
      first > 0 &&
      Object.keys(releases[first - 1]!.operations).some((other) => urlShape(other) === urlShape(key))
    ) {
      first -= 1;
    }
    if (first > 0) since.set(key, releases[first]!.version);
  }
  return since;
}

/** The contract's text with each operation's `x-since` written after `x-entitlement-scope`, or removed. */
export function contractWithSince(contract: string, record: ServiceRecord, operations: OperationView[]): string {
  const since = sinceByOperation(record);
  const lines = contract.split('\n');
  for (const op of operations) {
    const start = lines.findIndex((line) => line.trim() === `operationId: ${op.operationId}`);
    if (start === -1) throw new Error(`operationId ${op.operationId} not found in the contract's text`);
    const indent = lines[start]!.search(/\S/);
    let end = start + 1;
    while (end < lines.length && (lines[end]!.trim() === '' || lines[end]!.search(/\S/) >= indent)) end += 1;
    const existing = lines.findIndex(
      (line, index) => index > start && index < end && line.trim().startsWith('x-since:'),
    );
    if (existing !== -1) lines.splice(existing, 1);
    const version = since.get(operationKey(op));
    if (!version) continue;
    const anchor = lines.findIndex(
      (line, index) => index > start && index < end && line.trim().startsWith('x-entitlement-scope:'),
    );
    if (anchor === -1) throw new Error(`${op.operationId} has no x-entitlement-scope line to put x-since after`);
    lines.splice(anchor + 1, 0, `${' '.repeat(indent)}x-since: ${version}`);
  }
  return lines.join('\n');
}

/** Contract operations whose `x-since` disagrees with the record, one line each. */
export function sinceDrift(record: ServiceRecord, operations: OperationView[]): string[] {
  const since = sinceByOperation(record);
  return operations
    .filter((op) => op.since !== since.get(operationKey(op)))
    .map(
      (op) =>
        `${op.operationId}: x-since is ${op.since ?? 'absent'}, the code says ${since.get(operationKey(op)) ?? 'absent (since the first release)'}`,
    );
}

/** What replaced each removed operation that no operation took over at its Java method, in our words. */
const REPLACEMENTS: Record<string, { paths: RegExp; replacement: string }[]> = {
  '1.1.0': [
    {
      paths: /\/metric-definitions\/(unit|metric)-types$/,
      replacement: 'the [unit types](/docs/api/unit_type) and [metric types](/docs/api/metric_type) collections',
    },
    {
      paths: /\/keycloak-client-template$/,
      replacement: 'nothing in the API: it was a page for people, not a JSON operation',
    },
  ],
  '1.8.0': [
    {
      paths: /\/(roles|acl)(\/|$)/,
      replacement:
        'entitlement strings, which now carry all access ([Accounting Roles](/docs/authorization/accounting_system_roles)), kept by the identity provider or by the service',
    },
    {
      paths: /\/admin\/clients/,
      replacement:
        'the actor and entitlement operations under `/admin/actors` and `/admin/entitlements` ([Client](/docs/api/client))',
    },
    {
      paths: /\/clients\/(me|general-permissions)$/,
      replacement: 'nothing in 1.8.0; 1.8.1 brought both back at the same paths',
    },
    {
      paths: /^POST \/accounting-system\/clients$/,
      replacement: '`POST /actors/register` in 1.8.0, and `POST /clients` again from 1.8.1',
    },
    {
      paths: /^GET \/accounting-system\/projects$/,
      replacement:
        '[List all projects](/docs/api/project/list-projects) for a system admin; other callers read each project they hold a role in',
    },
  ],
  '1.8.1': [
    {
      paths: /\/actors\/register$/,
      replacement: '[Register the calling client](/docs/api/client/register-client) (`POST /clients`), as before 1.8.0',
    },
  ],
};

/** An operation as inline code, without the common prefix; the method stays on the path's line. */
export const operationCode = (key: string): string => `\`${key.replace(' /accounting-system/', '\u00a0/')}\``;
const code = operationCode;

/** A link to an operation's page when the contract still has it, else its method and path. */
function linkTo(key: string, byKey: Map<string, OperationView>): string {
  const op = byKey.get(key);
  return op ? `[${op.summary}](/${operationRoute(op.operationId)})` : code(key);
}

/** The generated part of one release's changelog entry: breaking changes first, then additions. */
export function renderReleaseOperations(change: ReleaseChange, operations: OperationView[], isFirst: boolean): string {
  const released = `Released ${change.date}.`;
  if (isFirst) return `${released} The first release served ${change.added.length} operations.`;
  const byKey = new Map(operations.map((op) => [operationKey(op), op]));
  const lines: string[] = [released, ''];
  if (change.removed.length || change.moved.length) {
    lines.push(
      '**Breaking: operations removed or moved.** A client that calls these must change before it upgrades.',
      '',
    );
    for (const { from, to } of change.moved) {
      lines.push(`- ${code(from)} moved to ${code(to)}${byKey.has(to) ? ` (${linkTo(to, byKey)})` : ''}.`);
    }
    const groups = new Map<string, string[]>();
    for (const key of change.removed) {
      const rule = (REPLACEMENTS[change.version] ?? []).find(({ paths }) => paths.test(key));
      if (!rule) {
        throw new Error(
          `Release ${change.version} removed ${key} and no replacement is written for it (REPLACEMENTS in ${__filename})`,
        );
      }
      groups.set(rule.replacement, [...(groups.get(rule.replacement) ?? []), key]);
    }
    for (const [replacement, keys] of groups)
      lines.push(`- Removed ${keys.map(code).join(', ')}. In their place: ${replacement}.`);
    lines.push('');
  }
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
    lines.push('');
  }
  if (lines.length === 2) lines.push('No operation was added, moved or removed.');
  return lines.join('\n').trim();
}

/** The Markdown a `<ReleaseOperations version="…" />` element of the changelog stands for. */
export function releaseOperationsMarkdown(version: string, record: ServiceRecord, operations: OperationView[]): string {
  const changes = releaseChanges(record);
  const index = changes.findIndex((change) => change.version === version);
  if (index === -1) {
    throw new Error(
      `<ReleaseOperations version="${version}"> names no release of openapi/service-record.json (${changes.map((change) => change.version).join(', ')})`,
    );
  }
  return renderReleaseOperations(changes[index]!, operations, index === 0);
}
