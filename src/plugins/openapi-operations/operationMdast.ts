/**
 * The one renderer of an operation, as mdast nodes that both the page and its Markdown twin print, so the
 * two cannot drift apart. Layout `div`s carry global classes (src/css/api.css); the twin keeps their content.
 */
import { STATUS_CODES } from 'node:http';
import { collectionOperations, collections, explorerFragment, operationRoute } from './collections';
import { EXPLORER_ROUTE } from '../../../config/explorer.mjs';
import { pythonClient, pythonClientCalls } from '../../../config/pythonClient';
import { ENVIRONMENT_TAB_GROUP, environmentExports, type ApiEnvironment } from './environments';
import { releaseUrl } from './releaseHistory';
import type { FieldRow, OperationView, ParameterRow, ResponseRow } from './types';
import { PATH_BREAK } from '../../utils/pathBreaks';

export type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  depth?: number;
  name?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  data?: Record<string, unknown>;
  position?: { start: { offset?: number }; end: { offset?: number } };
  [key: string]: unknown;
};

/** Parses a Markdown string (descriptions from the contract) into block nodes. */
export type ParseMarkdown = (markdown: string) => MdNode[];

export const text = (value: string): MdNode => ({ type: 'text', value });
const code = (value: string): MdNode => ({ type: 'inlineCode', value });
export const strong = (...children: MdNode[]): MdNode => ({ type: 'strong', children });
export const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children });
export const link = (url: string, ...children: MdNode[]): MdNode => ({ type: 'link', url, children });
const list = (children: MdNode[]): MdNode => ({ type: 'list', ordered: false, spread: false, children });
const item = (...children: MdNode[]): MdNode => ({ type: 'listItem', spread: false, children });

function jsx(name: string, attributes: Record<string, string>, children: MdNode[], flow = true): MdNode {
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name,
    attributes: Object.entries(attributes).map(([attr, value]) => ({ type: 'mdxJsxAttribute', name: attr, value })),
    children,
  };
}

const span = (className: string, value: string): MdNode => jsx('span', { className }, [text(value)], false);

export function heading(depth: number, value: string, id?: string): MdNode {
  return { type: 'heading', depth, children: [text(value)], ...(id ? { data: { hProperties: { id } } } : {}) };
}

/** Backticks in contract descriptions become code spans; the rest stays text. */
function inline(value: string): MdNode[] {
  return value
    .split(/(`[^`]+`)/g)
    .filter(Boolean)
    .map((part) => (/^`[^`]+`$/.test(part) ? code(part.slice(1, -1)) : text(part)));
}

/** An API path or URL cut at its break points (`/a/{id}` → `/a`, `/{id}`), where a line may wrap. */
export const pathSegments = (path: string): string[] => path.split(PATH_BREAK);

/** An API path as code that wraps before an inner slash (`<wbr>` in HTML; the twin prints plain code). */
export function pathCode(path: string): MdNode {
  const hChildren = pathSegments(path).flatMap((segment, index) => [
    ...(index === 0 ? [] : [{ type: 'element', tagName: 'wbr', properties: {}, children: [] }]),
    { type: 'text', value: segment },
  ]);
  return { ...code(path), data: { hProperties: { className: 'api-path' }, hChildren } };
}

export function methodBadge(method: string): MdNode {
  return span(`api-method api-method--${method.toLowerCase()}`, method);
}

export function statusLabel(status: string): string {
  return STATUS_CODES[status] ? `${status} ${STATUS_CODES[status]}` : status;
}

/** A field or parameter: `name` · type · where · required, then its description, then its rules. */
function fieldEntry(row: FieldRow | ParameterRow): MdNode {
  const meta: MdNode[] = [code(row.name), text(' · '), span('api-field__type', row.type)];
  if ('location' in row) meta.push(text(' · '), span('api-field__in', `in ${row.location}`));
  if (row.required) meta.push(text(' · '), span('api-field__required', 'required'));
  const children: MdNode[] = [paragraph(...meta)];
  if (row.description) children.push(paragraph(...inline(row.description)));
  // A value the request samples declare by name says which name holds it there.
  const named = row.placeholder ? [`In the example request: \`${row.placeholder}\``] : [];
  const rules = [...row.rules, ...named];
  if (rules.length > 0) children.push(paragraph(...inline(rules.join(' · '))));
  // Spread, so the meta line, the description and the rules stay separate paragraphs.
  return { type: 'listItem', spread: true, children };
}

function fieldList(rows: Array<FieldRow | ParameterRow>): MdNode {
  return jsx('div', { className: 'api-fields' }, [list(rows.map(fieldEntry))]);
}

function table(header: string[], rows: MdNode[][][]): MdNode {
  const row = (cells: MdNode[][]): MdNode => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
  };
}

function responseSection(response: ResponseRow, parse: ParseMarkdown): MdNode[] {
  const nodes: MdNode[] = [heading(3, statusLabel(response.status), `response-${response.status}`)];
  if (response.description) nodes.push(...parse(response.description));
  if (response.fields.length > 0) {
    nodes.push(
      paragraph(
        strong(text('Body')),
        text(' (application/json'),
        ...(response.schemaName ? [text(', '), code(response.schemaName)] : []),
        text(')'),
      ),
      fieldList(response.fields),
    );
  }
  return nodes;
}

function errorTable(errors: ResponseRow[]): MdNode {
  const summary = `Errors: ${errors.map((e) => e.status).join(', ')}`;
  return jsx('details', { className: 'api-errors' }, [
    jsx('summary', {}, [text(summary)]),
    table(
      ['Status', 'When'],
      errors.map((e) => [[code(e.status), text(` ${STATUS_CODES[e.status] ?? ''}`.trimEnd())], inline(e.description)]),
    ),
  ]);
}

/** `a, b or c` (`and` for `joinWords(words, 'and')`). */
const joinWords = (words: string[], last = 'or'): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;

/**
 * Who may call an operation: the contract's `x-required-roles` grouped by the levels that allow the same
 * roles ("admin or viewer of the project, provider or installation"); system and other roles keep their own line.
 */
export function whoCanCall(roles: readonly string[]): string[] {
  // Levels in the order the contract first names them; a role that is not "<level> <role>" is its own level `=role`.
  const accessByLevel = new Map<string, string[]>();
  for (const role of roles.length > 0 ? roles : ['system admin']) {
    const [, level = `=${role}`, access] = /^(.+) (admin|viewer)$/.exec(role) ?? [];
    accessByLevel.set(level, [...(accessByLevel.get(level) ?? []), ...(access ? [access] : [])]);
  }
  // One line per set of access, naming the levels that allow it.
  const lines = new Map<string, string[]>();
  for (const [level, access] of accessByLevel) {
    const key = level.startsWith('=') ? level : `${level === 'system' ? 'system ' : ''}${access.join(' or ')}`;
    lines.set(key, [...(lines.get(key) ?? []), level]);
  }
  return [...lines].map(([key, levels]) => {
    if (key.startsWith('=')) return key.slice(1);
    if (key.startsWith('system ')) return key;
    return `${key} of the ${joinWords(levels)}`;
  });
}

/** Whether a token from a node's identity provider works: on all but the default-provider-only operations. */
export function acceptsNodeTokens(roles: readonly string[]): boolean {
  return roles.some((role) => !/\bdefault provider\b/.test(role));
}

/** The page that explains a node's tokens. */
export const NODE_TOKENS_PAGE = '/docs/authentication/node_authenticating_clients';

/** An operation that came back after a gap says when else it was served. */
const servedEarlier = (op: OperationView): MdNode[] =>
  op.servedEarlier.length ? [text(`; also served in ${op.servedEarlier.join(', ')}`)] : [];

/** Who can call the operation, its scope, the release it arrived in, its id and a link to it in the explorer. */
function facts(op: OperationView): MdNode {
  const line = (...children: MdNode[]): MdNode => item(paragraph(...children));
  const who = whoCanCall(op.roles);
  const items = [
    who.length === 1
      ? line(strong(text('Who can call it:')), text(` ${who[0]}`))
      : item(paragraph(strong(text('Who can call it:'))), list(who.map((role) => line(text(role))))),
    ...(op.scope ? [line(strong(text('Entitlement scope:')), text(' '), code(op.scope))] : []),
    ...(acceptsNodeTokens(op.roles)
      ? [line(text('A '), link(NODE_TOKENS_PAGE, text("node's token")), text(' works here too.'))]
      : []),
    ...(op.since ? [line(link(releaseUrl(op.since), text(`Since ${op.since}`)), ...servedEarlier(op))] : []),
    line(
      strong(text('Operation ID:')),
      text(' '),
      code(op.operationId),
      text(' · '),
      link(
        `pathname:///${EXPLORER_ROUTE}${explorerFragment(op.tag, op.operationId)}`,
        text('Open in the API explorer'),
      ),
    ),
  ];
  return jsx('div', { className: 'api-facts' }, [list(items)]);
}

/** Where a reader sets BASE_URL and ACCESS_TOKEN for the environment they call. */
export const ENVIRONMENT_SETUP_PAGE = '/docs/guides/api_actions/before_you_call_the_api#choose-the-environment';

/** `<ApiEnvironments />`: one tab per environment, with its token page and the lines that export its values. */
export function environmentNodes(environments: ApiEnvironment[]): MdNode[] {
  const host = (url: string) => url.replace(/^https?:\/\//, '');
  return [
    jsx(
      'Tabs',
      { groupId: ENVIRONMENT_TAB_GROUP },
      environments.map((environment) =>
        jsx('TabItem', { value: environment.value, label: environment.label }, [
          paragraph(
            text(`Sign in on the ${environment.label.toLowerCase()} token page, `),
            link(environment.tokenPage, text(host(environment.tokenPage))),
            text(', copy the token, and export it with the base URL:'),
          ),
          { type: 'code', lang: 'bash', value: environmentExports(environment) },
        ]),
      ),
    ),
  ];
}

/** The sentence that presents the service's Python client; `withLimits` adds what no longer works. */
export function pythonClientParagraph(withLimits = false): MdNode {
  return paragraph(
    text('The service also has a Python client, '),
    link(pythonClient.url, text(pythonClient.name)),
    text(`, which ${pythonClient.covers}.`),
    ...(withLimits ? [text(' '), ...inline(pythonClient.notServed)] : []),
  );
}

function examples(op: OperationView): MdNode[] {
  const nodes: MdNode[] = [paragraph(strong(text('Example request')))];
  if (op.sampleValues.length > 0) {
    const names = joinWords(
      op.sampleValues.map((name) => `\`${name}\``),
      'and',
    );
    nodes.push(
      paragraph(
        ...inline(
          `Set ${names} at the top to your own values; \`ACCESS_TOKEN\` and \`BASE_URL\` are read from your environment, as set in `,
        ),
        link(ENVIRONMENT_SETUP_PAGE, text('Before You Call the API')),
        text('.'),
      ),
    );
  }
  nodes.push(
    jsx(
      'Tabs',
      { groupId: 'api-language' },
      op.samples.map((sample) =>
        jsx('TabItem', { value: sample.language, label: sample.label }, [
          // The Python tab of an operation the service's Python client calls presents the client.
          ...(sample.language === 'python' && pythonClientCalls(op.method, op.path) ? [pythonClientParagraph()] : []),
          { type: 'code', lang: sample.prism, value: sample.code },
        ]),
      ),
    ),
  );
  const success = op.responses.find((r) => r.status.startsWith('2') && r.example);
  if (success?.example) {
    nodes.push(paragraph(strong(text(`Example response (${statusLabel(success.status)})`))), {
      type: 'code',
      lang: 'json',
      value: success.example,
    });
  }
  return nodes;
}

/**
 * An operation's page body: what it is, the examples, then the reference, so a phone shows the example
 * request within the first screens; wide columns put the examples beside the rest.
 */
export function operationNodes(op: OperationView, parse: ParseMarkdown): MdNode[] {
  const intro: MdNode[] = [
    paragraph({ ...methodBadge(op.method) }, text(' '), pathCode(op.path)),
    ...(op.description ? parse(op.description) : []),
    facts(op),
  ];
  const reference: MdNode[] = [];
  const pathParams = op.parameters.filter((p) => p.location === 'path');
  const otherParams = op.parameters.filter((p) => p.location !== 'path');
  if (op.parameters.length > 0) {
    reference.push(heading(2, 'Parameters', 'parameters'));
    if (pathParams.length > 0) reference.push(fieldList(pathParams));
    if (otherParams.length > 0) reference.push(fieldList(otherParams));
  }
  if (op.bodySchemaName || op.bodyFields.length > 0) {
    reference.push(heading(2, 'Request body', 'request-body'));
    reference.push(
      paragraph(
        text('application/json'),
        ...(op.bodySchemaName ? [text(', '), code(op.bodySchemaName)] : []),
        ...(op.bodyFields.length === 0 ? [text('. It takes one of several shapes; see the example request.')] : []),
      ),
    );
    if (op.bodyFields.length > 0) reference.push(fieldList(op.bodyFields));
  }
  reference.push(heading(2, 'Responses', 'responses'));
  const successes = op.responses.filter((r) => r.status.startsWith('2'));
  const errors = op.responses.filter((r) => !r.status.startsWith('2'));
  for (const response of successes) reference.push(...responseSection(response, parse));
  if (errors.length > 0) reference.push(errorTable(errors));

  return [
    jsx('div', { className: 'api-operation', 'data-operation-id': op.operationId }, [
      jsx('div', { className: 'api-operation__intro' }, intro),
      jsx('div', { className: 'api-operation__examples' }, examples(op)),
      jsx('div', { className: 'api-operation__main' }, reference),
    ]),
  ];
}

/** One line pointing at an operation's page, for the prose of overviews and guides. */
export function operationLinkNodes(op: OperationView): MdNode[] {
  return [
    {
      ...paragraph(
        methodBadge(op.method),
        text(' '),
        pathCode(op.path),
        text(' '),
        link(`/${operationRoute(op.operationId)}`, text(op.summary)),
      ),
      data: { hProperties: { className: 'api-operation-link' } },
    },
  ];
}

/** A table of a collection's operations linking to their pages, for the overview page. */
export function collectionTableNodes(slug: string, operations: OperationView[]): MdNode[] {
  const collection = collections.find((c) => c.slug === slug);
  if (!collection) {
    throw new Error(
      `<ApiOperationTable collection="${slug}">: no such collection (${collections.map((c) => c.slug).join(', ')})`,
    );
  }
  const rows = collectionOperations(collection, operations).map((op) => [
    [link(`/${operationRoute(op.operationId)}`, text(op.summary))],
    [methodBadge(op.method), text(' '), pathCode(op.path)],
  ]);
  return [jsx('div', { className: 'api-operation-table' }, [table(['Operation', 'Endpoint'], rows)])];
}
