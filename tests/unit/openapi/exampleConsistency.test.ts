/**
 * The contract's examples tell one story: an ID stands for one object wherever it appears, the
 * listings of one project agree on its providers and installations, a 404 never names something
 * that other examples show, and every update example changes an object the service would let it change.
 */
import { describe, expect, it } from 'vitest';
import { operationsOf, resolveRef, type Json } from '../../../lib/contractOperations.mjs';
import { loadSpec } from '../../../src/plugins/openapi-operations/spec';
import { INTERNAL_ID } from '../../../src/plugins/openapi-operations/placeholders';

/** One object inside an example: the operation and part (`request` or a status) it is in, and its enclosing objects. */
type Shown = { operationId: string; part: string; node: Json; ancestors: Json[]; changed: string[] };

/** A whole value that is an internal ID, as the placeholders recognise one inside a text. */
const HEX_ID = new RegExp(`^(?:${INTERNAL_ID.source})$`);

/** Every object of every request and response example, outermost first. */
function walkExamples(spec: Json): Shown[] {
  const shown: Shown[] = [];
  for (const { method, operation } of operationsOf(spec)) {
    const exampleOf = (part: unknown) => resolveRef(spec, part)?.content?.['application/json']?.example;
    const request = exampleOf(operation.requestBody);
    const parts: [string, unknown][] = [
      ['request', request],
      ...Object.entries<unknown>(operation.responses ?? {}).map(([status, response]): [string, unknown] => [
        status,
        exampleOf(response),
      ]),
    ];
    for (const [part, example] of parts) {
      // An update's reply shows the fields its request sets with their new values.
      const isUpdateReply = (method === 'patch' || method === 'put') && part === '200';
      const visit = (value: unknown, ancestors: Json[]): void => {
        if (Array.isArray(value)) return value.forEach((item) => visit(item, ancestors));
        if (!value || typeof value !== 'object') return;
        const changed = isUpdateReply && ancestors.length === 0 ? Object.keys(request ?? {}) : [];
        shown.push({ operationId: operation.operationId, part, node: value, ancestors, changed });
        for (const child of Object.values(value)) visit(child, [...ancestors, value]);
      };
      visit(example, []);
    }
  }
  return shown;
}

/** The 24-hex ID of the object a node describes; reports and single-metric replies name it in their own field. */
function identityOf(node: Json): string | undefined {
  const id =
    typeof node.metric_name === 'string'
      ? node.metric_definition_id
      : typeof node.installation === 'string'
        ? (node.id ?? node.installation_id)
        : (node.id ?? node.provider_id ?? node.metric_id);
  return typeof id === 'string' && HEX_ID.test(id) ? id : undefined;
}

/** A field as two views of one object can compare it, or undefined where views may rightly differ. */
function comparable(key: string, value: unknown): unknown {
  // Some projections leave a field null that the object has (the provider search drops external_id,
  // and returns creator_id empty).
  if (value === null || value === undefined || (key === 'creator_id' && value === '')) return undefined;
  if (key === 'unit_of_access' || key === 'metric_definition') {
    return typeof value === 'object' ? (value as Json).metric_definition_id : value;
  }
  if (key === 'capacities') return JSON.stringify((value as Json[]).map((capacity) => capacity.id).sort());
  // Nested listings and report totals depend on the scope and window asked for.
  return typeof value === 'object' || key === 'total_value' ? undefined : value;
}

const spec = loadSpec();
const shown = walkExamples(spec);
const where = (view: Shown) => `${view.operationId} ${view.part}`;
const projectAround = (view: Shown) =>
  view.node.project_id ?? [...view.ancestors].reverse().find((ancestor) => 'acronym' in ancestor)?.id;

describe('the examples of the contract', () => {
  it('show an object the same way wherever its ID appears', () => {
    const views = new Map<string, Shown[]>();
    for (const view of shown) {
      const id = identityOf(view.node);
      if (id) views.set(id, [...(views.get(id) ?? []), view]);
    }
    // The walk reaches the examples: a walk that found nothing would compare nothing.
    expect(views.get('66c4a1e2f0b9d81a2c3e4f50')?.length).toBeGreaterThan(5);
    const disagreements: string[] = [];
    for (const [id, list] of views) {
      list.forEach((a, index) =>
        list.slice(index + 1).forEach((b) => {
          for (const key of Object.keys(a.node)) {
            if (a.changed.includes(key) || b.changed.includes(key)) continue;
            const [left, right] = [comparable(key, a.node[key]), comparable(key, b.node[key])];
            if (left !== undefined && right !== undefined && left !== right) {
              disagreements.push(`${id}.${key}: ${String(left)} in ${where(a)}, ${String(right)} in ${where(b)}`);
            }
          }
        }),
      );
    }
    expect(disagreements).toEqual([]);
  });

  it("list a whole scope the same way everywhere: a project's providers, their installations, an installation's capacities", () => {
    // Everything any example places in a scope (a project, a project and provider, an installation) …
    const placed = new Map<string, Set<string>>();
    const place = (scope: string, id: unknown) => {
      if (typeof id === 'string') placed.set(scope, new Set(placed.get(scope)).add(id));
    };
    // … must be in every whole list of that scope. A create reply shows its object before anything was
    // added to it, and an entitlement narrows the caller's permission view, so neither is such a list.
    const lists: { scope: string; ids: string[]; where: string }[] = [];
    const list = (scope: string, ids: unknown[], view: Shown) => {
      ids.forEach((id) => place(scope, id));
      if (view.part !== '201' && !('permissions' in view.node)) {
        lists.push({ scope, ids: ids.filter((id): id is string => typeof id === 'string'), where: where(view) });
      }
    };
    for (const view of shown) {
      const { node } = view;
      const project = projectAround(view);
      if (typeof node.installation === 'string' || 'time_period_start' in node) {
        const [inProject, provider] = [node.project_id ?? node.project, node.organisation ?? node.provider];
        place(inProject, provider);
        place(`${inProject}/${provider}`, node.installation_id ?? node.id);
      }
      if ('abbreviation' in node && project) place(project, node.id ?? node.provider_id);
      if ('registered_on' in node && 'installation_id' in node) place(`${node.installation_id} capacities`, node.id);
      if (Array.isArray(node.capacities)) list(`${identityOf(node)} capacities`, node.capacities.map((c: Json) => c.id), view);
      if ('acronym' in node && Array.isArray(node.providers)) list(node.id, node.providers.map((p: Json) => p.id), view);
      if ('acronym' in node && Array.isArray(node.data)) list(node.id, node.data.map((p: Json) => p.provider_id), view);
      if (project && Array.isArray(node.installations)) {
        list(`${project}/${node.id}`, node.installations.map((i: Json) => i.id), view);
      }
      const reportProject = project ?? node.data?.[0]?.project;
      if (typeof node.provider_id === 'string' && reportProject) {
        list(`${reportProject}/${node.provider_id}`, node.data.map((i: Json) => i.installation_id), view);
      }
    }
    expect(lists.length).toBeGreaterThan(10);
    const incomplete = lists.flatMap(({ scope, ids, where }) => {
      const missing = [...(placed.get(scope) ?? [])].filter((id) => !ids.includes(id));
      return missing.length > 0 ? [`${scope} in ${where} lacks ${missing.join(', ')}`] : [];
    });
    expect(incomplete).toEqual([]);
  });

  it('answer 404 only for what no other example shows', () => {
    // A 404 says the thing does not exist; the value after its last colon names it.
    const shownValues = new Set(
      shown.filter((view) => /^2/.test(view.part)).flatMap((view) => Object.values(view.node).filter((v) => typeof v === 'string')),
    );
    const named = shown
      .filter((view) => view.part === '404' && typeof view.node.message === 'string' && view.node.message.includes(':'))
      .map((view) => ({ name: view.node.message.split(/\s*:\s*/).pop() as string, where: where(view) }));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ name }) => shownValues.has(name))).toEqual([]);
  });

  it('update only objects that the service lets the update change', () => {
    const target = (operationId: string) =>
      identityOf(shown.find((view) => view.operationId === operationId && view.part === '200')?.node ?? {}) ?? '';
    const withMetrics = new Set<string>();
    const usedDefinitions = new Set<string>();
    const inProjects = new Set<string>();
    for (const view of shown) {
      const { node } = view;
      if ('time_period_start' in node) {
        withMetrics.add(node.installation_id);
        usedDefinitions.add(node.metric_definition_id ?? node.metric_definition?.metric_definition_id);
        inProjects.add(node.provider);
      }
      // A report lists an installation's definitions only when it has metrics of them.
      if (typeof node.installation === 'string' && node.data?.length > 0) withMetrics.add(node.installation_id);
      if (Array.isArray(node.periods)) usedDefinitions.add(node.metric_definition_id);
      // An installation exists only for a provider associated with its project.
      if (typeof node.installation === 'string') inProjects.add(node.organisation ?? node.provider);
      if ('abbreviation' in node && projectAround(view)) inProjects.add(node.id ?? node.provider_id);
    }
    const rules: [operationId: string, refusedFor: Set<string>, because: string][] = [
      // InstallationService 262 and 418: an installation that has ever had metrics is frozen (403).
      ['updateInstallation', withMetrics, 'has metrics'],
      ['updateInstallationByExternalId', withMetrics, 'has metrics'],
      // ProviderRepository 259: a provider that belongs to a project cannot be updated (403).
      ['updateProvider', inProjects, 'belongs to a project'],
      // MetricDefinitionEndpoint 321: a definition that metrics use cannot be updated (409).
      ['updateMetricDefinition', usedDefinitions, 'is used by metrics'],
    ];
    for (const [operationId] of rules) expect(target(operationId), operationId).toMatch(HEX_ID);
    const refused = rules
      .filter(([operationId, refusedFor]) => refusedFor.has(target(operationId)))
      .map(([operationId, , because]) => `${operationId}: ${target(operationId)} ${because}`);
    expect(refused).toEqual([]);
  });
});
