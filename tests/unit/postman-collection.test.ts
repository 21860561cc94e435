import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPostmanFiles } from '../../src/plugins/openapi-explorer/postman';
import { specPath, listOperations } from '../../src/plugins/openapi-operations/spec';

describe('the Postman collection', async () => {
  const { collection, environments } = await buildPostmanFiles(
    fs.readFileSync(specPath, 'utf8'),
    (operationId) => `https://docs.example.org/${operationId}`,
  );
  const requests: any[] = [];
  const walk = (items: any[]) => items.forEach((item) => (item.item ? walk(item.item) : requests.push(item)));
  walk(collection.item);

  it('is a v2.1 collection with one request per operation, named by operationId', () => {
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    const operationIds = listOperations().map((op) => op.operationId);
    expect(operationIds).toHaveLength(99);
    expect(requests.map((request) => request.id).sort()).toEqual([...operationIds].sort());
  });

  it('sets bearer auth once on the collection and nowhere else', () => {
    expect(collection.auth).toEqual({
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }],
    });
    expect(requests.filter((request) => request.request.auth)).toEqual([]);
    expect(requests.every((request) => request.request.url.host.join('') === '{{baseUrl}}')).toBe(true);
  });

  it('links each request to its reference page', () => {
    const createInstallation = requests.find((request) => request.id === 'createInstallation');
    expect(createInstallation.request.method).toBe('POST');
    expect(createInstallation.request.description.content).toContain('https://docs.example.org/createInstallation');
  });

  it('comes with a development and a production environment, named as the site names them, holding the host and a secret token', () => {
    const byKey = Object.fromEntries(environments.map((env) => [env.key, env.json]));
    expect(Object.keys(byKey).sort()).toEqual(['development', 'production']);
    const host = (key: string) => byKey[key].values.find((value: any) => value.key === 'baseUrl').value;
    expect(host('development')).toBe('https://api.devel.acc.argo.grnet.gr');
    expect(host('production')).toBe('https://api.acc.argo.grnet.gr');
    expect(byKey.development.name).toMatch(/\(Development\)$/);
    for (const env of environments) {
      expect(env.json.values.find((value: any) => value.key === 'accessToken')).toMatchObject({
        type: 'secret',
        value: '',
      });
    }
  });
}, 60_000);
