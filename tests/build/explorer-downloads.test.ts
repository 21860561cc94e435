/**
 * What the build publishes next to the explorer: the contract for Swagger UI with a reference link
 * per operation, the Postman collection and environments, and the links between the explorer and
 * the reference pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explorerFragment, operationRoute } from '../../src/plugins/openapi-operations/collections';
import { listOperations, serviceVersion, tagOrder } from '../../src/plugins/openapi-operations/spec';
import { base, buildDir, expectEvery, htmlFileFor, page } from './site';

const read = (...parts: string[]) => fs.readFileSync(path.join(buildDir, ...parts), 'utf8');
const readJson = (...parts: string[]) => JSON.parse(read(...parts));
const operations = listOperations();
const explorerHtml = fs.readFileSync(htmlFileFor('openapi/explore'), 'utf8');

describe('the explorer page', () => {
  it('is a page of the site: its navbar, with search, and its footer', () => {
    const $ = page('openapi/explore');
    expect($('nav.navbar').length).toBe(1);
    expect($('nav.navbar input.navbar__search-input').length).toBe(1);
    expect($('footer').length).toBe(1);
  });

  it('says which service release it shows, linked to that release in the changelog', () => {
    const $ = page('openapi/explore');
    const release = $('#explorer-title').parent().find('a').filter((_, link) => $(link).text() === serviceVersion());
    expect(release.attr('href')).toMatch(/docs\/changelog#release-\d+$/);
  });

  it('lists the operation groups in the one tag order', () => {
    const $ = page('openapi/explore');
    const groups = $('#operations-index h2')
      .map((_, heading) => $(heading).text())
      .get();
    expect(groups).toEqual(tagOrder().filter((tag) => operations.some((op) => op.tag === tag)));
  });

  const hrefs = (selector: string) => {
    const $ = page('openapi/explore');
    return $(selector)
      .map((_, link) => $(link).attr('href'))
      .get();
  };

  it('states that it is read-only and links each environment’s Swagger UI', () => {
    expect(explorerHtml).toMatch(/Read-only explorer/);
    expect(hrefs('section[aria-labelledby="explorer-title"] a')).toEqual(
      expect.arrayContaining(['https://api.devel.acc.argo.grnet.gr/swagger-ui', 'https://api.acc.argo.grnet.gr/swagger-ui']),
    );
  });

  it('lists every operation with its deep link and reference page before Swagger UI loads', () => {
    const listed = hrefs('#operations-index a');
    expectEvery(operations, (op) => op.operationId, (op) => {
      expect(listed, 'deep link').toContain(explorerFragment(op.tag, op.operationId));
      expect(listed, 'reference page').toContain(`${base}${operationRoute(op.operationId)}`);
    });
  });

  it('writes each path so that it wraps only before a slash', () => {
    const $ = page('openapi/explore');
    const paths = $('#operations-index code')
      .map((_, code) => $(code).html())
      .get();
    expectEvery(operations, (op) => op.operationId, (op) => {
      expect(paths).toContain(op.path.replace(/(?<!^)\//g, '<wbr>/'));
    });
  });

  it('offers every download, and each one exists', () => {
    const $ = page('openapi/explore');
    const downloads = $('a[download]')
      .map((_, link) => $(link).attr('href')!)
      .get();
    expect(downloads.map((href) => href.slice(`${base}openapi/`.length)).sort()).toEqual([
      'accounting-system-development.postman_environment.json',
      'accounting-system-production.postman_environment.json',
      'accounting-system.json',
      'accounting-system.postman_collection.json',
      'accounting-system.yaml',
    ]);
    expectEvery(downloads, (href) => href, (href) => {
      expect(fs.existsSync(path.join(buildDir, href.slice(base.length))), 'in the build').toBe(true);
    });
  });

  it('loads nothing from another host', () => {
    // Links to the environments are only links; Swagger UI comes from this site (swaggerUi.ts).
    expect(explorerHtml).not.toMatch(/\ssrc="?(https?:)?\/\//);
    expect(explorerHtml).not.toMatch(/<link rel="?(stylesheet|preload|icon)"? href="?(https?:)?\/\//);
  });
});

describe('the contract for Swagger UI', () => {
  const spec = readJson('openapi/explorer-spec.json');

  it('shows the service release as its version, not the contract document’s number', () => {
    expect(spec.info.version).toBe(serviceVersion());
  });

  it('gives every operation its reference page as external documentation', () => {
    const seen: string[] = [];
    for (const item of Object.values<Record<string, any>>(spec.paths)) {
      for (const operation of Object.values<Record<string, any>>(item)) {
        if (!operation?.operationId) continue;
        seen.push(operation.operationId);
        const route = operationRoute(operation.operationId);
        expect(operation.externalDocs.url).toMatch(new RegExp(`^https?://[^/]+${base}${route}$`));
        expect(fs.existsSync(htmlFileFor(route)), operation.operationId).toBe(true);
      }
    }
    expect(seen.sort()).toEqual(operations.map((op) => op.operationId).sort());
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
