import fs from 'node:fs';
import path from 'node:path';
import type { VcsChangeInfo, VcsConfig } from '@docusaurus/types';
import { getVcsPreset } from '@docusaurus/utils';
import logger from '@docusaurus/logger';
import { dataFilesOf } from '../src/plugins/openapi-operations/dataFiles';
import { docsDir } from '../src/plugins/openapi-operations/operationPages';

/**
 * "Last updated" dates from git: a page's source, or the data it is made from when that changed later
 * (dataFiles.ts). Docusaurus Faster's eager git reader fails the build outside a git worktree (a source
 * archive); here a failure means no date, on the page and in the sitemap.
 */
const gitVcs = getVcsPreset('default-v2');
let warned = false;

function withoutHistory(error: unknown): null {
  if (!warned) {
    warned = true;
    logger.warn(
      `Last updated dates are left out: no git history (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
    );
  }
  return null;
}

export const optionalGitHistory = {
  initialize: (params) => gitVcs.initialize(params),
  getFileCreationInfo: (filePath) => gitVcs.getFileCreationInfo(filePath).catch(withoutHistory),
  getFileLastUpdateInfo: async (filePath) => {
    const docPath = path.relative(docsDir, filePath);
    const files = [filePath, ...dataFilesOf(docPath, fs.readFileSync(filePath, 'utf8'))];
    const infos = await Promise.all(files.map((file) => gitVcs.getFileLastUpdateInfo(file).catch(withoutHistory)));
    return infos.reduce<VcsChangeInfo | null>(
      (latest, info) => (info && (!latest || info.timestamp > latest.timestamp) ? info : latest),
      null,
    );
  },
} satisfies VcsConfig;
