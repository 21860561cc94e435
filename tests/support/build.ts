/** Reads the finished build (build/) for browser tests that compare against it. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const buildPath = (dir: string, ...parts: string[]) => path.resolve(__dirname, '../..', dir, ...parts);

export function readBuilt(dir: string, file: string): string {
  return fs.readFileSync(buildPath(dir, file), 'utf8');
}

export interface GeneratedPolicy {
  site: string;
}

/** The policies the build wrote for the web server (src/plugins/content-security-policy). */
export function generatedPolicy(dir: string): GeneratedPolicy {
  return JSON.parse(fs.readFileSync(buildPath(dir, '.deploy', 'content-security-policy.json'), 'utf8'));
}

/**
 * CSP hash sources of the inline scripts a browser would execute in one HTML file (scripts
 * without src whose type is empty or JavaScript; JSON-LD and other data blocks do not run).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const scripts = html.match(/<script(?:\s[^>]*)?>[\s\S]*?<\/script>/gi) ?? [];
  for (const script of scripts) {
    const openTag = script.slice(0, script.indexOf('>') + 1);
    if (/\ssrc=/i.test(openTag)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(openTag)?.[1]?.toLowerCase();
    if (type && !/^(module|(text|application)\/(java|ecma)script)$/.test(type)) continue;
    const body = script.slice(openTag.length, script.length - '</script>'.length);
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** One CSP directive's sources, e.g. directive(policy, 'script-src'). */
export function directive(policy: string, name: string): string[] | undefined {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return entry?.slice(1);
}
