import { describe, expect, it } from 'vitest';
import type { DocMetadata } from '@docusaurus/plugin-content-docs';
import { buildLlmsFullTxt, buildLlmsTxt } from '../../../src/plugins/llms-txt/llmsTxt';

const doc = (id: string, title: string, description: string) => ({ id, title, description }) as DocMetadata;
const site = {
  title: 'Docs',
  root: 'https://example.org/base/',
  summary: 'What the\n site covers.',
  details: ['One detail.'],
  contractLinks: [{ title: 'Contract', path: 'openapi/api.yaml', description: 'The contract.' }],
};
const sections = [
  { title: 'Start', docs: [doc('a', 'Page [A]', 'About\nA.'), doc('b', 'Page B', '')] },
  { title: 'More', docs: [doc('c', 'Page C', 'About C.')] },
];

describe('llms.txt', () => {
  const text = buildLlmsTxt(site, sections, (d) => `${site.root}docs/${d.id}.md`);

  it('has the llms.txt shape: title, summary, sections of absolute links', () => {
    expect(text.startsWith('# Docs\n\n> What the site covers.\n\nOne detail.\n\n## Start\n')).toBe(true);
    expect(text).toContain('- [Page \\[A\\]](https://example.org/base/docs/a.md): About A.');
    expect(text).toContain('- [Page B](https://example.org/base/docs/b.md)\n');
    expect(text).toContain('## API contract\n\n- [Contract](https://example.org/base/openapi/api.yaml): The contract.');
    expect(text).toMatch(/## Optional\n\n- \[All pages in one file\]\(https:\/\/example\.org\/base\/llms-full\.txt\)/);
  });

  it('puts every twin in llms-full.txt, in section order, between rules', () => {
    const twins = new Map([
      ['a', '# A\n'],
      ['b', '# B\n'],
      ['c', '# C\n'],
    ]);
    const full = buildLlmsFullTxt(site, sections, twins);
    expect(full.indexOf('# A')).toBeLessThan(full.indexOf('# B'));
    expect(full.indexOf('# B')).toBeLessThan(full.indexOf('# C'));
    expect(full.split('\n---\n')).toHaveLength(4);
  });
});
