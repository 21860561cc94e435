/**
 * The hand-written request samples of the docs parse: every bash block passes `bash -n`, every
 * Python block `ast.parse`, every JavaScript block compiles as a module (samples use top-level
 * await). Copying a sample never starts with a syntax error.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSources, repoRoot } from '../support/docSources';

type Block = { where: string; language: string; code: string };

const blocks: Block[] = docSources.flatMap(({ file }) => {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/^```(bash|python|javascript)\n([\s\S]*?)^```$/gm)].map((match) => ({
    where: `${file}:${text.slice(0, match.index).split('\n').length}`,
    language: match[1]!,
    code: match[2]!,
  }));
});

const ofLanguage = (language: string) => blocks.filter((block) => block.language === language);

/** Runs a checker, failing loudly when the tool is missing; returns its standard error when it refuses. */
function refusal(command: string, args: string[], input: string): string | undefined {
  try {
    execFileSync(command, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
    return undefined;
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') throw new Error(`${command} is needed for this check`);
    return stderr ?? String(error);
  }
}

describe('hand-written samples in the docs', () => {
  it('exist in all three languages', () => {
    for (const language of ['bash', 'python', 'javascript']) expect(ofLanguage(language).length).toBeGreaterThan(10);
  });

  it('parse as shell', () => {
    const refused = ofLanguage('bash').flatMap(({ where, code }) => {
      const stderr = refusal('bash', ['-n'], code);
      return stderr ? [`${where}: ${stderr.trim()}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it('parse as Python', () => {
    // One process parses them all (given as JSON) and names each block it refuses.
    const program = [
      'import ast, json, sys',
      'for where, code in json.load(sys.stdin):',
      '    try: ast.parse(code)',
      '    except SyntaxError as e: print(f"{where}: {e}")',
    ].join('\n');
    const out = execFileSync('python3', ['-c', program], {
      input: JSON.stringify(ofLanguage('python').map(({ where, code }) => [where, code])),
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('');
  });

  it('compile as JavaScript modules', () => {
    // One Node process compiles each block as a module (top-level await and import allowed).
    const program = [
      "const vm = require('node:vm');",
      "const blocks = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));",
      'for (const [where, code] of blocks) {',
      '  try { new vm.SourceTextModule(code); } catch (error) { console.log(`${where}: ${error.message}`); }',
      '}',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--experimental-vm-modules', '--no-warnings', '-e', program], {
      input: JSON.stringify(ofLanguage('javascript').map(({ where, code }) => [where, code])),
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('');
  });
});
