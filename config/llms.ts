import type { LlmsTexts } from '../src/plugins/llms-txt/llmsTxt';
import { EXPLORER_DIR, EXPLORER_ROUTE } from './explorer.mjs';

/** Text of {base}llms.txt around the generated page list (src/plugins/llms-txt). */
export const llmsTxtOptions = {
  summary:
    'Documentation of the ARGO Accounting System, a GRNET REST API that collects usage metrics from the installations providers run inside projects, stores them, aggregates them per installation, provider and project, and serves them to clients according to OIDC entitlement-based roles.',
  details: [
    'Every page link below points at the Markdown version of the page; the HTML page has the same address without the `.md` suffix (the documentation home, `docs/index.md`, is the page `docs`). Each entry ends with the page description.',
    'Operations, fields, roles and errors in the API reference pages are generated from the OpenAPI 3 document listed under "API contract", which is the single source of truth for requests and responses.',
  ],
  contractLinks: [
    {
      title: 'OpenAPI document (YAML)',
      path: `${EXPLORER_DIR}/accounting-system.yaml`,
      description:
        'The OpenAPI 3 contract of the Accounting System API: every path, parameter, schema, required role and example.',
    },
    {
      title: 'OpenAPI document (JSON)',
      path: `${EXPLORER_DIR}/accounting-system.json`,
      description: 'The same contract as JSON.',
    },
    {
      title: 'API explorer',
      path: EXPLORER_ROUTE,
      description: 'An interactive Swagger UI view of the contract, for people; it needs JavaScript.',
    },
  ],
} satisfies LlmsTexts;
