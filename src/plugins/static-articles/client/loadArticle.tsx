/**
 * Every doc module's default export in the browser (../articleModuleLoader.mjs): the article's HTML, from the
 * first page's document, else fetched (a failure rejects like a failed bundle: Docusaurus loads the page).
 */
import type { ReactNode } from 'react';
import StaticArticle, { type ArticleMarkup } from './StaticArticle';
import { appHasStarted } from '@site/src/utils/appHasStarted';
import { ARTICLE_SELECTOR, docHtmlClassName } from './markup';

interface DocMetadata {
  id: string;
  permalink: string;
}

/** The article element of a page, as its markup. */
function articleIn(page: ParentNode): ArticleMarkup | null {
  const element = page.querySelector(ARTICLE_SELECTOR);
  return element ? { className: element.className, html: element.innerHTML } : null;
}

/** The article as the server rendered it, when this document is that doc's first render. */
function serverArticle({ id }: DocMetadata): ArticleMarkup | null {
  if (appHasStarted() || !document.documentElement.classList.contains(docHtmlClassName(id))) return null;
  return articleIn(document);
}

/** An error that the page-bundle recovery (src/components/CrashNotice/chunkRecovery.ts) knows. */
function articleLoadError(permalink: string, reason: string): Error {
  const error = new Error(`Loading chunk article ${permalink} failed (${reason}).`);
  error.name = 'ChunkLoadError';
  return error;
}

async function fetchArticle(permalink: string): Promise<ArticleMarkup> {
  let response: Response;
  try {
    response = await fetch(permalink, { headers: { accept: 'text/html' } });
  } catch (error) {
    throw articleLoadError(permalink, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw articleLoadError(permalink, `HTTP ${response.status}`);
  const markup = articleIn(new DOMParser().parseFromString(await response.text(), 'text/html'));
  if (!markup) throw articleLoadError(permalink, 'the page has no article');
  return markup;
}

export async function loadStaticArticle(metadata: DocMetadata): Promise<() => ReactNode> {
  const markup = serverArticle(metadata) ?? (await fetchArticle(metadata.permalink));
  return function DocArticle(): ReactNode {
    return <StaticArticle markup={markup} />;
  };
}
