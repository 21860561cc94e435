import type { fromMarkdown } from 'mdast-util-from-markdown';

export function loadDocsMarkdownParser(): Promise<(source: string) => ReturnType<typeof fromMarkdown>>;
