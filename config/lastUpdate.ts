import type { VcsConfig } from '@docusaurus/types';
import { getVcsPreset } from '@docusaurus/utils';
import logger from '@docusaurus/logger';

/**
 * "Last updated" dates come from git. Docusaurus Faster reads the whole history up front
 * ('default-v2', git-eager) and then fails the build when the site is not inside a git worktree
 * (a source archive, a container without .git). This wrapper keeps the eager reader but turns
 * any failure into "no date": the page shows its edit link without a date, and the sitemap has
 * no lastmod for it. A shallow clone needs nothing special: git reports the clone's commit.
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
