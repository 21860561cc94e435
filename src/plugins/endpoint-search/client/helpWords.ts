/** What the search box and page say when search cannot answer, in the language of the query. */
import { SearchDocumentType } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import type { SearchResult } from './types';

const WORDS = {
  en: {
    nothing: 'No page matches your search',
    hint: 'Try other words, or a page below',
    nearest: 'Did you mean',
    suggested: 'Suggested page',
    indexFailed: 'Full-text search did not load: these results match titles, keywords and endpoints only.',
    failed: 'Search did not load. Reload the page to try again.',
  },
  zh: {
    nothing: '没有找到匹配的页面',
    hint: '换个词试试，或打开下面的页面',
    nearest: '您是不是要找',
    suggested: '推荐页面',
    indexFailed: '全文搜索未能加载：以下结果仅匹配标题、关键词和接口。',
    failed: '搜索未能加载，请重新加载页面后再试。',
  },
};

/** The help's words in the language of the query. */
export const helpWords = (query: string) => WORDS[/\p{Script=Han}/u.test(query) ? 'zh' : 'en'];

/** A row of the box that is a message or a way on (`line` under its title), not a search result. */
export const helpRow = (i: number, t: string, u: string, line?: string): SearchResult => ({
  document: { i, t, u, b: line ? [line] : [] },
  type: SearchDocumentType.Title,
  metadata: { '': { t: { position: [[0, 0]] } } },
  tokens: [],
});
