/**
 * The default export of every doc's module in the browser bundle (see ../articleModuleLoader.mjs):
 * the article as HTML, never rendered from the content again.
 * - On the first page of a visit the server's HTML is already in the document; React keeps it
 *   as it is (hydration does not descend into an element's inner HTML).
 * - After a client-side navigation the article comes from the page's own HTML file, fetched
 *   when the link is hovered or followed. A failed fetch rejects like a failed page bundle, so
 *   Docusaurus loads the page in full instead.
 */
import type { ReactNode } from 'react';
import StaticArticle, { type ArticleMarkup } from './StaticArticle';
import { appHasStarted } from '@site/src/utils/appHasStarted';
import { ARTICLE_SELECTOR, docHtmlClassName } from './markup';

interface DocMetadata {
  id: string;
  permalink: string;
}

/** The article as the server rendered it, when this document is that doc's first render. */
function serverArticle({ id }: DocMetadata): ArticleMarkup | null {
  if (appHasStarted() || !document.documentElement.classList.contains(docHtmlClassName(id))) return null;
  const element = document.querySelector(ARTICLE_SELECTOR);
  return element ? { className: element.className, html: element.innerHTML } : null;
}

/** An error that the page-bundle recovery (src/components/CrashNotice/chunkRecovery.ts) knows. */
function articleLoadError(permalink: string, reason: string): Error {
  const error = new Error(`Loading chunk article ${permalink} failed (${reason}).`);
  error.name = 'ChunkLoadError';
  return error;
}

function articleFromPage(page: Document, permalink: string): ArticleMarkup {
  const element = page.querySelector(ARTICLE_SELECTOR);
  if (!element) throw articleLoadError(permalink, 'the page has no article');
  return { className: element.className, html: element.innerHTML };
}

async function fetchArticle(permalink: string): Promise<ArticleMarkup> {
  let response: Response;
  try {
    response = await fetch(permalink, { headers: { accept: 'text/html' } });
  } catch (error) {
    throw articleLoadError(permalink, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw articleLoadError(permalink, `HTTP ${response.status}`);
  return articleFromPage(new DOMParser().parseFromString(await response.text(), 'text/html'), permalink);
}

export async function loadStaticArticle(metadata: DocMetadata): Promise<() => ReactNode> {
  const markup = serverArticle(metadata) ?? (await fetchArticle(metadata.permalink));
  return function DocArticle(): ReactNode {
    return <StaticArticle markup={markup} />;
  };
}
