import path from 'node:path';
import type { EditUrlFunction } from '@docusaurus/plugin-content-docs';
import { isOperationPage } from '../src/plugins/openapi-operations/dataFiles';
import { specPath } from '../src/plugins/openapi-operations/spec';
import { repositoryBranch, repositoryUrl } from './siteEnv';

const editBase = `${repositoryUrl}/edit/${repositoryBranch}`;
const contract = path.relative(path.resolve(__dirname, '..'), specPath).split(path.sep).join('/');

/**
 * "Edit this page" opens the source file in the repository (the site sits at its root). The
 * operation pages are generated from the contract, so theirs opens the contract instead.
 */
export const editUrl: EditUrlFunction = ({ docPath }) =>
  isOperationPage(docPath) ? `${editBase}/${contract}` : `${editBase}/docs/${docPath}`;
