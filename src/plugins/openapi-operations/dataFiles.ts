/** The data files that the API elements expand from at build time (remarkApiOperation.ts). */
import { recordPath } from './releaseHistory';
import { specPath } from './spec';

export const DATA_FILES = [specPath, recordPath];

/** An operation's page, written from the contract by `npm run generate:api`, by its path below docs/. */
export const isOperationPage = (docPath: string) => /^api\/[^/\\]+[/\\][^/\\]+\.mdx$/.test(docPath);

/**
 * The data a doc's page is made from beside its own source: an operation's page is the contract's operation and
 * its "Since" release from the record (its edit link opens the contract), a release list is the record.
 */
export function dataFilesOf(docPath: string, source: string): string[] {
  if (isOperationPage(docPath)) return DATA_FILES;
  if (/<ReleaseOperations\s/.test(source)) return [recordPath];
  return [];
}
