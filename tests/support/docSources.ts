/**
 * Every doc page, read from the docs folder itself (not from the build), so tests compare the
 * generated files against the sources: route under the base path, source file, front matter,
 * sidebar group and the date git knows for the file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { dataFilesOf } from '../../src/plugins/openapi-operations/dataFiles';
import { contractTags } from '../../src/plugins/openapi-operations/sidebarGroups';

export const repoRoot = path.resolve(__dirname, '../..');
const docsDir = path.join(repoRoot, 'docs');

export interface DocSource {
  /** Route relative to the base path: `docs/api/metric`, or `docs/` for the docs root. */
  route: string;
  /** Path of the source from the repository root, e.g. `docs/api/metric.md`. */
  file: string;
  title: string;
  description: string;
  /** Category labels from the folders' _category_.json, outermost first. */
  categories: string[];
  frontMatter: Record<string, any>;
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => /\.mdx?$/.test(relative))
    .map((relative) => path.join(dir, relative));
}

function categoryLabels(relativeDir: string): string[] {
  const labels: string[] = [];
  const parts = relativeDir.split('/').filter((part) => part && part !== '.');
  for (let i = 1; i <= parts.length; i += 1) {
    const folder = path.join(docsDir, ...parts.slice(0, i));
    // JSON, or YAML for a hand-written category below docs/api/ (the generator owns the JSON ones there).
    const meta = ['_category_.json', '_category_.yml'].map((name) => path.join(folder, name)).find(fs.existsSync);
    labels.push(meta ? (yaml.load(fs.readFileSync(meta, 'utf8')) as { label: string }).label : parts[i - 1]);
  }
  return labels;
}

/** The sidebar groups operation pages by contract tag, which may differ from their folder's label. */
const { tagByDocId } = contractTags();
function sidebarCategories(relativeDir: string, id: string): string[] {
  const labels = categoryLabels(relativeDir);
  const tag = tagByDocId.get(`${relativeDir}/${id}`);
  return tag ? [...labels.slice(0, -1), tag] : labels;
}

export const docSources: DocSource[] = walk(docsDir)
  .sort()
  .map((absolute) => {
    const text = fs.readFileSync(absolute, 'utf8');
    const frontMatter = (yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') ?? {}) as Record<string, any>;
    const relativeDir = path.relative(docsDir, path.dirname(absolute)).split(path.sep).join('/');
    const id = String(frontMatter.id ?? path.basename(absolute).replace(/\.mdx?$/, ''));
    const slug = frontMatter.slug as string | undefined;
    let route: string;
    if (slug === '/') route = 'docs/';
    else if (slug?.startsWith('/')) route = `docs${slug}`;
    else route = `docs/${relativeDir ? `${relativeDir}/` : ''}${slug ?? id}`;
    return {
      route,
      file: path.relative(repoRoot, absolute).split(path.sep).join('/'),
      title: String(frontMatter.title ?? id),
      description: String(frontMatter.description ?? ''),
      categories: sidebarCategories(relativeDir, id),
      frontMatter,
    };
  });

/** Whether this checkout has git history (a source archive has none). */
export const hasGitHistory = (() => {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: repoRoot, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * The last commit date of every file, as the site reads it: Docusaurus reads git's whole log of
 * changed files once (merge commits list none) and keeps each file's latest date.
 */
const lastCommitDates = (() => {
  let dates: Map<string, number> | undefined;
  return () => {
    if (dates) return dates;
    dates = new Map();
    let log = '';
    try {
      log = execFileSync('git', ['-c', 'log.showSignature=false', 'log', '--format=t:%ct', '--name-only'], {
        cwd: repoRoot,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      // No git, or no repository: no dates.
    }
    let seconds = 0;
    for (const line of log.split('\n')) {
      if (line.startsWith('t:')) seconds = Number(line.slice(2));
      else if (line) dates.set(line, Math.max(dates.get(line) ?? 0, seconds));
    }
    return dates;
  };
})();

/**
 * When the page should say it was last updated: the front matter date if there is one, else the
 * last commit that touched the file or the data the page is made from (dataFiles.ts). Undefined when
 * git has no history for it (no git, no repository, or a file that was never committed); a shallow
 * clone still knows its one commit.
 */
export function expectedLastUpdate(doc: DocSource): Date | undefined {
  const fromFrontMatter = doc.frontMatter.last_update?.date;
  if (fromFrontMatter) return new Date(fromFrontMatter);
  // An operation's page, or a release list, changes with the contract or the record it is made from.
  const source = fs.readFileSync(path.join(repoRoot, doc.file), 'utf8');
  const docPath = path.relative(path.join(repoRoot, 'docs'), path.join(repoRoot, doc.file));
  const files = [doc.file, ...dataFilesOf(docPath, source).map((file) => path.relative(repoRoot, file))];
  const seconds = Math.max(0, ...files.map((file) => lastCommitDates().get(file) ?? 0));
  return seconds ? new Date(seconds * 1000) : undefined;
}

/** Keeps only the Markdown outside fenced code blocks (code may legitimately say `import os`). */
export function withoutCodeBlocks(markdown: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/** Maps an absolute production URL (SITE_URL + base) onto the local test server. */
export function toLocal(url: string, siteRoot: string, localRoot: string): string {
  if (!url.startsWith(siteRoot)) throw new Error(`${url} is not under ${siteRoot}`);
  return localRoot + url.slice(siteRoot.length);
}
