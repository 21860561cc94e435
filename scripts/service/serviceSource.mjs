// Where the service's sources come from: a checkout on disk, or a commit of its git history.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readJavaSources } from './javaEndpoints.mjs';

/** @typedef {import('./javaEndpoints.mjs').ServiceReading} ServiceReading */

const JAVA_ROOT = 'src/main/java';
const PROPERTIES = 'src/main/resources/application.properties';
/** Property names that have set the REST root path over the service's life. */
const ROOT_PROPERTIES = [
  'quarkus.rest.path',
  'quarkus.resteasy-reactive.path',
  'quarkus.resteasy.path',
  'quarkus.http.root-path',
];

/** The REST root that the text of application.properties sets (`/` when none). */
export function restRoot(/** @type {string} */ properties) {
  for (const line of properties.split('\n')) {
    const match = /^\s*([\w.-]+)\s*=\s*(\S+)\s*$/.exec(line);
    if (match && ROOT_PROPERTIES.includes(match[1])) return match[2];
  }
  return '/';
}

/**
 * What a checkout of the service (a folder with src/main/java) says: see `readJavaSources`.
 * @param {string} checkout
 * @returns {ServiceReading}
 */
export function readCheckout(checkout) {
  const javaRoot = path.join(checkout, JAVA_ROOT);
  if (!existsSync(javaRoot)) throw new Error(`${checkout} is not a checkout of the service: it has no ${JAVA_ROOT}`);
  const properties = path.join(checkout, PROPERTIES);
  const root = existsSync(properties) ? restRoot(readFileSync(properties, 'utf8')) : '/';
  const files = readdirSync(javaRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.java'))
    .sort()
    .map((file) => ({ path: path.join(JAVA_ROOT, file), text: readFileSync(path.join(javaRoot, file), 'utf8') }));
  return readJavaSources(files, { root });
}

const git = (/** @type {string} */ gitDir, /** @type {string[]} */ ...args) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

/**
 * What the service's code says at one commit of its history.
 * @param {string} gitDir
 * @param {string} commit
 * @returns {ServiceReading}
 */
export function readCommit(gitDir, commit) {
  const folder = mkdtempSync(path.join(tmpdir(), 'service-'));
  try {
    const archive = execFileSync('git', ['--git-dir', gitDir, 'archive', commit, JAVA_ROOT, PROPERTIES], {
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    return readCheckout(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The project's own version in a pom.xml (the one outside <parent>). */
export function projectVersion(/** @type {string} */ pom) {
  const withoutParent = pom.replace(/<parent>[\s\S]*?<\/parent>/, '');
  return /<project[\s\S]*?<version>\s*([^<\s]+)\s*<\/version>/.exec(withoutParent)?.[1];
}

/** Release versions as the service's CHANGELOG.md names them (`## 1.8.1 - 2025-12-09`). */
export function releasesInChangelog(/** @type {string} */ changelog) {
  const versions = [...changelog.matchAll(/^## \[?(\d+\.\d+\.\d+)\]? - \d{4}-\d{2}-\d{2}\s*$/gm)].map(
    (match) => match[1],
  );
  return [...new Set(versions)];
}

/** How long after the version bump a tag may be and still mark the release (1.6.0's came 80 minutes later). */
const TAG_WINDOW_DAYS = 7;

/**
 * Each release's commit and date. A tag marks the release when it descends from the commit that
 * set the version in pom.xml and came within a week of it: tags 1.6.0 and later do. Tags 1.0.0 to
 * 1.5.1 were set months later on other commits, so those releases are the version-bump commit.
 * @param {string} gitDir
 * @param {string} [rev]
 * @returns {{ version: string, commit: string, date: string }[]}
 */
export function releaseCommits(gitDir, rev = 'HEAD') {
  const versions = releasesInChangelog(git(gitDir, 'show', `${rev}:CHANGELOG.md`));
  const history = git(gitDir, 'log', '--reverse', '--format=%H %ct', rev, '--', 'pom.xml')
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  /** @typedef {{ commit: string, time: number }} Bump */
  const bumps = /** @type {Map<string, Bump>} */ (new Map());
  for (const [commit, time] of history) {
    const version = projectVersion(git(gitDir, 'show', `${commit}:pom.xml`));
    if (version && versions.includes(version) && !bumps.has(version))
      bumps.set(version, { commit, time: Number(time) });
  }
  const missing = versions.filter((version) => !bumps.has(version));
  if (missing.length) throw new Error(`no commit sets pom.xml to release ${missing.join(', ')}`);
  const tags = new Set(git(gitDir, 'tag', '--list').split('\n'));
  const releases = versions.map((version) => {
    const bump = /** @type {Bump} */ (bumps.get(version)); // none is missing
    let commit = bump.commit;
    if (tags.has(version)) {
      const tagged = git(gitDir, 'rev-list', '-n', '1', version).trim();
      const taggedTime = Number(git(gitDir, 'log', '-1', '--format=%ct', tagged).trim());
      const isAncestor = spawnSync('git', ['--git-dir', gitDir, 'merge-base', '--is-ancestor', bump.commit, tagged]);
      const descends = tagged === bump.commit || isAncestor.status === 0;
      if (descends && taggedTime - bump.time <= TAG_WINDOW_DAYS * 86400) commit = tagged;
    }
    const date = git(gitDir, 'log', '-1', '--format=%cs', commit).trim();
    return { version, commit, date };
  });
  return releases.reverse();
}

export const headCommit = (/** @type {string} */ gitDir, rev = 'HEAD') => git(gitDir, 'rev-parse', rev).trim();
