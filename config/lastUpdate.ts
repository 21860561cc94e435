import type { VcsConfig } from '@docusaurus/types';
import { getVcsPreset } from '@docusaurus/utils';
import logger from '@docusaurus/logger';

/**
 * "Last updated" dates from git. Docusaurus Faster's eager git reader fails the build outside a
 * git worktree (a source archive); here a failure means no date, on the page and in the sitemap.
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
  getFileLastUpdateInfo: (filePath) => gitVcs.getFileLastUpdateInfo(filePath).catch(withoutHistory),
} satisfies VcsConfig;
