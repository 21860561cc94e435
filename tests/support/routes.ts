/**
 * The routes the product promises (issue "Site foundation"), relative to the base path, and the
 * heading each should show, read from the docs' own front matter and _category_.json files.
 */
import fs from 'node:fs';
import path from 'node:path';

import { docSources, repoRoot, type DocSource } from './docSources';

const docsDir = path.join(repoRoot, 'docs');

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
  'guides/api_actions/before_you_call_the_api',
  'guides/api_actions/installation',
  'guides/api_actions/installation_capacities',
  'guides/api_actions/installation_changes',
  'guides/api_actions/installation_reports',
  'guides/api_actions/metric',
  'guides/api_actions/metric_corrections',
  'guides/api_actions/metric_search',
  'guides/api_actions/metric_definition',
  'guides/api_actions/project',
  'guides/api_actions/project_reports',
  'guides/api_actions/provider',
  'guides/api_actions/provider_reports',
  'guides/api_actions/search-filter',
  'guides/api_actions/search-filter-examples',
  'guides/ui_actions/installation',
  'guides/ui_actions/metric_definition',
  'guides/ui_actions/metric_type',
  'guides/ui_actions/my_providers',
  'guides/ui_actions/project',
  'guides/ui_actions/provider',
  'guides/ui_actions/unit_type',
  'policies/acc_privacy_policy',
  'policies/terms',
  'glossary',
  'system/architecture',
  'system/data_model',
  'system/test_prod_environments',
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

function sourceOf(route: string): DocSource {
  const doc = docSources.find((candidate) => candidate.route === (route === '' ? 'docs/' : `docs/${route}`));
  if (!doc) throw new Error(`No source file for doc route ${route}`);
  return doc;
}

/** The Markdown source of a doc route. */
export function docSource(route: string): string {
  return fs.readFileSync(path.join(repoRoot, sourceOf(route).file), 'utf8');
}

export function docTitle(route: string): string {
  return sourceOf(route).title;
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

/** The docs root (`docs/`) is the overview of the service (system/accounting_system_api.md). */
export const rootDocTitle = () => sourceOf('').title;
