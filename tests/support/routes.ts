/**
 * The routes the product promises (issue "Site foundation"), relative to the base path, and the
 * heading each should show, read from the docs' own front matter and _category_.json files.
 */
import fs from 'node:fs';
import path from 'node:path';

const docsDir = path.resolve(__dirname, '../../docs');

export const docPages = [
  'api/api_errors',
  'api/client',
  'api/collect_metrics',
  'api/installation',
  'api/metric',
  'api/metric_definition',
  'api/metric_type',
  'api/project',
  'api/provider',
  'api/resource',
  'api/unit_type',
  'authentication/authenticating_clients',
  'authentication/node_authenticating_clients',
  'authorization/accounting_system_roles',
  'authorization/accounting_system_roles_legacy',
  'guides/installation_admin',
  'guides/project_admin',
  'guides/provider_admin',
  'guides/registration',
  'guides/setting_up_a_node',
  'guides/setting_up_a_project',
  'guides/api_actions/installation',
  'guides/api_actions/metric',
  'guides/api_actions/metric_definition',
  'guides/api_actions/project',
  'guides/api_actions/provider',
  'guides/api_actions/search-filter',
  'guides/ui_actions/installation',
  'guides/ui_actions/metric_definition',
  'guides/ui_actions/metric_type',
  'guides/ui_actions/my_providers',
  'guides/ui_actions/project',
  'guides/ui_actions/provider',
  'guides/ui_actions/unit_type',
  'policies/acc_privacy_policy',
  'policies/terms',
  'system/accounting_system_api',
] as const;

export const categoryPages = [
  'accounting-system',
  'accounting-system-collections',
  'api-actions',
  'authenticating-clients',
  'authorization',
  'guides',
  'policies',
  'ui-actions',
] as const;

/** Maps a doc route (folder/id) to its source file, whatever the file is called. */
function sourceFileFor(route: string): string {
  const folder = path.join(docsDir, path.dirname(route));
  const id = path.basename(route);
  for (const file of fs.readdirSync(folder)) {
    if (!/\.mdx?$/.test(file)) continue;
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    const frontId = /^id:\s*(.+)$/m.exec(text)?.[1]?.trim();
    if ((frontId ?? file.replace(/\.mdx?$/, '')) === id) return path.join(folder, file);
  }
  throw new Error(`No source file for doc route ${route}`);
}

/** The Markdown source of a doc route. */
export function docSource(route: string): string {
  return fs.readFileSync(sourceFileFor(route), 'utf8');
}

export function frontMatter(route: string): Record<string, string> {
  const text = fs.readFileSync(sourceFileFor(route), 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => Boolean(m))
      .map((m) => [m[1], m[2]!.replace(/^['"]|['"]$/g, '')]),
  );
}

export function docTitle(route: string): string {
  return frontMatter(route).title!;
}

export function categoryLabel(slug: string): string {
  for (const dir of [
    'system',
    'authentication',
    'authorization',
    'api',
    'guides',
    'guides/api_actions',
    'guides/ui_actions',
    'policies',
  ]) {
    const meta = JSON.parse(fs.readFileSync(path.join(docsDir, dir, '_category_.json'), 'utf8'));
    if (meta.link?.slug === `/category/${slug}`) return meta.label;
  }
  throw new Error(`No category with slug ${slug}`);
}

export const rootDoc = 'system/test_prod_environment';
export const rootDocTitle = () => frontMatter('system/test_prod_environment').title!;
