/**
 * What the build publishes next to the explorer: the contract for Swagger UI with a reference link
 * per operation, the Postman collection and environments, and the links between the explorer and
 * the reference pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explorerFragment, operationRoute } from '../../src/plugins/openapi-operations/collections';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { base, buildDir, expectEvery, htmlFileFor } from './site';

const read = (...parts: string[]) => fs.readFileSync(path.join(buildDir, ...parts), 'utf8');
const readJson = (...parts: string[]) => JSON.parse(read(...parts));
const operations = listOperations();
const explorerHtml = read('openapi/explore.html');

describe('the explorer page', () => {
  it('links back to the docs, states that it is read-only and links each environment’s Swagger UI', () => {
    expect(explorerHtml).toContain(`href="${base}docs"`);
    expect(explorerHtml).toMatch(/Read-only explorer/);
    expect(explorerHtml).toContain('href="https://api.devel.acc.argo.grnet.gr/swagger-ui"');
    expect(explorerHtml).toContain('href="https://api.acc.argo.grnet.gr/swagger-ui"');
  });

  it('lists every operation with its deep link and reference page before Swagger UI loads', () => {
    expectEvery(operations, (op) => op.operationId, (op) => {
      expect(explorerHtml).toContain(`href="${explorerFragment(op.tag, op.operationId)}"`);
      expect(explorerHtml).toContain(`href="${base}${operationRoute(op.operationId)}"`);
    });
  });

  it('writes each path so that it wraps only before a slash', () => {
    expectEvery(operations, (op) => op.operationId, (op) => {
      expect(explorerHtml).toContain(`<code>${op.path.replace(/(?<!^)\//g, '<wbr>/')}</code>`);
    });
  });

  it('offers every download, and each one exists', () => {
    const downloads = [...explorerHtml.matchAll(/<a href="([^"]+)" download>/g)].map((match) => match[1]!);
    expect(downloads.map((href) => href.slice(`${base}openapi/`.length)).sort()).toEqual([
      'accounting-system-production.postman_environment.json',
      'accounting-system-test.postman_environment.json',
      'accounting-system.json',
      'accounting-system.postman_collection.json',
      'accounting-system.yaml',
    ]);
    expectEvery(downloads, (href) => href, (href) => {
      expect(fs.existsSync(path.join(buildDir, href.slice(base.length))), 'in the build').toBe(true);
    });
  });

  it('loads only its own files: one deferred script, no inline code', () => {
    const scripts = [...explorerHtml.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((match) => match[1]!.trim())).toEqual([`src="${base}openapi/explorer-init.js" defer`]);
    expect(scripts.every((match) => match[2] === '')).toBe(true);
  });
});

describe('the contract for Swagger UI', () => {
  const spec = readJson('openapi/explorer-spec.json');

  it('gives every operation its reference page as external documentation', () => {
    const specOperations = Object.values<Record<string, any>>(spec.paths)
      .flatMap((item) => Object.values<Record<string, any>>(item))
      .filter((operation) => operation?.operationId);
    expect(specOperations.map((operation) => operation.operationId).sort()).toEqual(operations.map((op) => op.operationId).sort());
    expectEvery(specOperations, (operation) => operation.operationId, (operation) => {
      const route = operationRoute(operation.operationId);
      expect(operation.externalDocs?.url).toMatch(new RegExp(`^https?://[^/]+${base}${route}$`));
      expect(fs.existsSync(htmlFileFor(route)), 'reference page built').toBe(true);
    });
  });

  it('leaves the downloadable contract as written', () => {
    expect(read('openapi/accounting-system.json')).not.toContain('externalDocs');
  });
});

describe('the Postman files in the build', () => {
  const collection = readJson('openapi/accounting-system.postman_collection.json');
  const requests: any[] = [];
  const walk = (items: any[]) => items.forEach((item) => (item.item ? walk(item.item) : requests.push(item)));
  walk(collection.item);

  it('hold all 99 requests with bearer auth on the collection', () => {
    expect(requests).toHaveLength(99);
    expect(new Set(requests.map((request) => request.id)).size).toBe(99);
    expect(collection.auth.type).toBe('bearer');
  });

  it('point each request at its reference page on the published site', () => {
    const request = requests.find((item) => item.id === 'getProjectReport');
    expect(request.request.description.content).toMatch(
      new RegExp(`Reference: https?://[^ ]+${base}docs/api/collect_metrics/get-project-report$`),
    );
  });
});

describe('the reference pages', () => {
  it('each link to their operation in the explorer', () => {
    expectEvery(operations, (op) => operationRoute(op.operationId), (op) => {
      const html = fs.readFileSync(htmlFileFor(operationRoute(op.operationId)), 'utf8');
      expect(html).toContain(`${base}openapi/explore${explorerFragment(op.tag, op.operationId)}`);
    });
  });
});
