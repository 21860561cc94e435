/**
 * One name for each thing, as docs/system/glossary.md defines it; tests/build/vocabulary.test.ts
 * fails on a rejected variant in a built page's text outside code (quoted service messages).
 */
export interface Term {
  /** The name the site uses. */
  preferred: string;
  /**
   * Variants matched as whole words in any letter case; never the preferred term itself. A variant
   * found inside the preferred term ("resources admin" in "shared resources admin") does not count.
   */
  rejected: readonly string[];
  /** Letter case as written: for page names that, in lower case, are plain English. */
  exactCase?: boolean;
}

export const vocabulary: readonly Term[] = [
  // The running service; "Accounting Service" survives only inside quoted service messages.
  { preferred: 'Accounting System', rejected: ['Accounting Service'] },
  { preferred: 'Accounting System API', rejected: ['Accounting API'] },
  // docs/api/collect_metrics: its title, sidebar label, breadcrumb, home card and contract tag.
  {
    preferred: 'Metric Listings and Reports',
    rejected: [
      'Collecting Metrics from Different Levels',
      'Collecting metrics from different levels',
      'Collect metrics and reports',
      'Collect Metrics and Reports',
      'Collecting Metrics',
    ],
    exactCase: true,
  },
  // The reference section, in the sidebar, the footer and the not-found page.
  { preferred: 'API Reference', rejected: ['Accounting System Collections'] },
  // Where the Accounting System copies providers from.
  {
    preferred: 'EOSC registry',
    rejected: ['EOSC Resource Catalogue', 'EOSC Resource Catalog', 'Resource Catalogue'],
  },
  { preferred: 'system admin', rejected: ['system administrator', 'system administrators'] },
  // SYSADMIN, in capitals, is the service's own name for the role.
  { preferred: 'system admin', rejected: ['sysadmin', 'Sysadmin'], exactCase: true },
  // The roles of the operations:resources entitlement; "resources admin" alone reads as a level of its own.
  { preferred: 'shared resources admin', rejected: ['catalogue admin', 'resources admin'] },
  { preferred: 'shared resources admins', rejected: ['resources admins'] },
  { preferred: 'shared resources viewer', rejected: ['resources viewer'] },
  { preferred: 'shared resources viewers', rejected: ['resources viewers'] },
  { preferred: 'external ID', rejected: ['external id'] },
  // The service's pages for people (the UI Actions guides).
  { preferred: 'web UI', rejected: ['web interface', 'web interfaces'] },
  // docs/api/resource: its title and sidebar label.
  { preferred: 'Resource', rejected: ['Resource of an Installation'], exactCase: true },
];
