import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import {
  ENVIRONMENT_TAB_GROUP,
  environmentExports,
  environmentsOf,
} from '../../../src/plugins/openapi-operations/environments';
import type { MdNode } from '../../../src/plugins/openapi-operations/operationMdast';
import remarkApiOperation from '../../../src/plugins/openapi-operations/remarkApiOperation';
import { apiEnvironments, loadSpec } from '../../../src/plugins/openapi-operations/spec';

const servers = [
  { url: 'https://api.test.example.org/', description: 'Development (test) environment' },
  { url: 'https://api.example.org', description: 'Production environment' },
];

describe('environmentsOf', () => {
  it("names each server by its description's first word and adds the service root to its URL", () => {
    expect(environmentsOf(servers, '/accounting-system')).toEqual([
      {
        value: 'development',
        label: 'Development',
        baseUrl: 'https://api.test.example.org/accounting-system',
        tokenPage: 'https://api.test.example.org/accounting-system/oidc-client',
      },
      {
        value: 'production',
        label: 'Production',
        baseUrl: 'https://api.example.org/accounting-system',
        tokenPage: 'https://api.example.org/accounting-system/oidc-client',
      },
    ]);
  });

  it('fails for a server without a name', () => {
    expect(() => environmentsOf([{ url: 'https://api.example.org' }], '')).toThrow(/needs a description/);
  });

  it("reads the contract's servers, one environment each", () => {
    const contract = loadSpec().servers as Array<{ url: string }>;
    expect(apiEnvironments().map((environment) => environment.baseUrl)).toEqual(
      contract.map((server) => `${server.url}/accounting-system`),
    );
  });
});

describe('environmentExports', () => {
  it('exports the base URL and a token to paste, and runs in a shell', () => {
    const [development] = environmentsOf(servers, '/accounting-system');
    expect(environmentExports(development!)).toBe(
      "export BASE_URL='https://api.test.example.org/accounting-system'\nexport ACCESS_TOKEN='paste-the-token-here'",
    );
  });
});

describe('<ApiEnvironments />', () => {
  it('expands into one tab per environment of the contract, in the remembered tab group', async () => {
    const tree = fromMarkdown('<ApiEnvironments />\n', {
      extensions: [mdxjs()],
      mdastExtensions: [mdxFromMarkdown()],
    }) as unknown as MdNode;
    await remarkApiOperation()(tree, { path: 'fixture.mdx' });
    const tabs = tree.children![0]!;
    const attribute = (node: MdNode, name: string) =>
      (node.attributes as Array<{ name: string; value: unknown }>).find((a) => a.name === name)?.value;
    expect(tabs.name).toBe('Tabs');
    expect(attribute(tabs, 'groupId')).toBe(ENVIRONMENT_TAB_GROUP);
    const environments = apiEnvironments();
    expect(tabs.children!.map((item) => attribute(item, 'value'))).toEqual(environments.map((e) => e.value));
    tabs.children!.forEach((item, i) => {
      const code = item.children!.find((node) => node.type === 'code');
      expect(code?.value).toBe(environmentExports(environments[i]!));
    });
  });
});
