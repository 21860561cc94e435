import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import {
  acceptsNodeTokens,
  NODE_TOKENS_PAGE,
  operationNodes,
  whoCanCall,
  type MdNode,
} from '../../../src/plugins/openapi-operations/operationMdast';
import { listOperations } from '../../../src/plugins/openapi-operations/spec';
import { pythonClient, pythonClientCalls } from '../../../config/pythonClient';

const parse = (markdown: string): MdNode[] => [{ type: 'paragraph', children: [{ type: 'text', value: markdown }] }];

function all(node: MdNode, test: (n: MdNode) => boolean, found: MdNode[] = []): MdNode[] {
  if (test(node)) found.push(node);
  for (const child of node.children ?? []) all(child, test, found);
  return found;
}

const operations = listOperations();
const page = (operationId: string): MdNode => ({
  type: 'root',
  children: operationNodes(operations.find((op) => op.operationId === operationId)!, parse),
});
const facts = (operationId: string) => all(page(operationId), (n) => n.type === 'mdxJsxFlowElement').find((n) =>
  (n.attributes as Array<{ value: unknown }>).some((a) => a.value === 'api-facts'),
)!;

describe('whoCanCall', () => {
  it('groups the levels that allow the same roles into one line, the system roles apart', () => {
    expect(
      whoCanCall([
        'project admin',
        'project viewer',
        'provider admin',
        'provider viewer',
        'installation admin',
        'installation viewer',
        'system admin',
        'system viewer',
      ]),
    ).toEqual(['admin or viewer of the project, provider or installation', 'system admin or viewer']);
  });

  it('keeps levels with different roles on lines of their own, in the order given', () => {
    expect(whoCanCall(['project admin', 'provider viewer', 'installation admin', 'system admin'])).toEqual([
      'admin of the project or installation',
      'viewer of the provider',
      'system admin',
    ]);
  });

  it('keeps a role that is not a level and a role as written, and names shared resources', () => {
    expect(whoCanCall(['any authenticated client', 'system admin'])).toEqual(['any authenticated client', 'system admin']);
    expect(whoCanCall(['shared resources admin', 'system admin'])).toEqual(['admin of the shared resources', 'system admin']);
    expect(whoCanCall([])).toEqual(['system admin']);
  });

  it('gives every operation of the contract at most four lines', () => {
    for (const op of operations) expect(whoCanCall(op.roles).length, op.operationId).toBeLessThanOrEqual(4);
  });
});

describe('acceptsNodeTokens', () => {
  it('is false only where every role needs a token from the default provider', () => {
    expect(acceptsNodeTokens(['system admin, with a token from the default provider'])).toBe(false);
    expect(acceptsNodeTokens(['project admin', 'system admin'])).toBe(true);
  });

  it('says so on the page of an operation a node token may call, and not on administration pages', () => {
    const link = (id: string) => all(facts(id), (n) => n.type === 'link' && n.url === NODE_TOKENS_PAGE);
    expect(link('getInstallation')).toHaveLength(1);
    expect(link('listActors')).toHaveLength(0);
  });
});

describe('the facts of an operation page', () => {
  it('list who can call it as short lines instead of one run of roles joined by "or"', () => {
    const text = toString(facts('getInstallation') as never);
    expect(text).toContain('admin or viewer of the project, provider, provider representative or installation');
    expect(text).not.toMatch(/ or \w+ \w+ or \w+ \w+ or /);
  });
});

describe('the Python client note', () => {
  const pythonTab = (id: string) =>
    all(page(id), (n) => n.name === 'TabItem').find((n) =>
      (n.attributes as Array<{ name: string; value: unknown }>).some((a) => a.name === 'value' && a.value === 'python'),
    )!;
  const mentions = (id: string) => all(pythonTab(id), (n) => n.type === 'link' && n.url === pythonClient.url).length;

  it('sits on the Python tab of each operation the client calls, and of no other', () => {
    for (const op of operations) {
      expect(mentions(op.operationId), op.operationId).toBe(pythonClientCalls(op.method, op.path) ? 1 : 0);
    }
    expect(mentions('getInstallation')).toBe(1);
    // The system admin's project listing is not the client's removed GET /accounting-system/projects.
    expect(mentions('listProjects')).toBe(0);
  });

  it('matches routes by method and path shape, whatever the path parameters are called', () => {
    expect(pythonClientCalls('get', '/accounting-system/installations/{installation_id}')).toBe(true);
    expect(pythonClientCalls('DELETE', '/accounting-system/installations/{id}')).toBe(false);
    expect(pythonClientCalls('GET', '/accounting-system/admin/projects')).toBe(false);
  });

  it('names, in what it says no longer works, exactly the routes the contract does not have', () => {
    const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
    const served = new Set(operations.map((op) => shape(op.method, op.path)));
    const unserved = pythonClient.routes
      .filter(([method, path]) => !served.has(shape(method, path)))
      .map(([method, path]) => `${method} ${path}`);
    const named = [...pythonClient.notServed.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) [^`]+)`/g)].map((m) => m[1]);
    expect(unserved.length).toBeGreaterThan(0);
    expect(named.sort()).toEqual(unserved.sort());
  });
});
