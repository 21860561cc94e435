/**
 * One name for each thing: for each concept, the term the site uses and the variants it does not.
 * tests/build/vocabulary.test.ts fails when a rejected variant appears in the text of a built page
 * outside code (service messages are quoted as code and stay verbatim, e.g. `… registered in
 * Accounting Service.`). The glossary page (docs/system/glossary.md) defines the preferred terms.
 */
export interface Term {
  /** The name the site uses. */
  preferred: string;
  /** Names that must not appear; matched as whole words, letter case as written unless `anyCase`. */
  rejected: readonly string[];
  anyCase?: boolean;
}

export const vocabulary: readonly Term[] = [
  // The running service; "Accounting Service" survives only inside quoted service messages.
  { preferred: 'Accounting System', rejected: ['Accounting Service'], anyCase: true },
  { preferred: 'Accounting System API', rejected: ['Accounting API'] },
  // docs/api/collect_metrics: its title, sidebar label, breadcrumb, home card and contract tag. Letter
  // case counts here: "collecting metrics" in a sentence is plain English, not a page name.
  {
    preferred: 'Metric Listings and Reports',
    rejected: [
      'Collecting Metrics from Different Levels',
      'Collecting metrics from different levels',
      'Collect metrics and reports',
      'Collect Metrics and Reports',
      'Collecting Metrics',
    ],
  },
  // The reference section, in the sidebar, the footer and the not-found page.
  { preferred: 'API Reference', rejected: ['Accounting System Collections'], anyCase: true },
  // Where the Accounting System copies providers from.
  {
    preferred: 'EOSC registry',
    rejected: ['EOSC Resource Catalogue', 'EOSC Resource Catalog', 'Resource Catalogue'],
    anyCase: true,
  },
  { preferred: 'system admin', rejected: ['system administrator', 'system administrators', 'sysadmin'] },
  { preferred: 'System admin', rejected: ['System administrator', 'System administrators'] },
  { preferred: 'shared resources admin', rejected: ['catalogue admin'], anyCase: true },
  { preferred: 'external ID', rejected: ['external id', 'external Id'] },
  // docs/api/resource: its title and sidebar label.
  { preferred: 'Resource', rejected: ['Resource of an Installation'] },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each rejected variant found in a text, with the term to use instead. */
export function rejectedTermsIn(text: string): { found: string; preferred: string }[] {
  return vocabulary.flatMap((term) =>
    term.rejected.flatMap((variant) =>
      [...text.matchAll(new RegExp(`\\b${escapeRegExp(variant)}\\b`, term.anyCase ? 'gi' : 'g'))].map((match) => ({
        found: match[0],
        preferred: term.preferred,
      })),
    ),
  );
}
