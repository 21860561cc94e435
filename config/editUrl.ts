import type { EditUrlFunction } from '@docusaurus/plugin-content-docs';
import { repositoryBranch, repositoryUrl } from './siteEnv';

const editBase = `${repositoryUrl}/edit/${repositoryBranch}`;

/**
 * "Edit this page" opens the source file in the repository (the site sits at its root). The
 * operation pages are generated from the contract, so theirs opens the contract instead.
 */
export const editUrl: EditUrlFunction = ({ docPath }) =>
  docPath.endsWith('.mdx') && docPath.startsWith('api/')
    ? `${editBase}/openapi/accounting-system.yaml`
    : `${editBase}/docs/${docPath}`;
