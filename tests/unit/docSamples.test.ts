/**
 * The hand-written request samples of the docs parse: every bash block passes `bash -n`, every
 * Python block `ast.parse`, every JavaScript block compiles as a module (samples use top-level
 * await). Copying a sample never starts with a syntax error, nor with a name it reads but never
 * sets (a shell variable, a Python or JavaScript name), nor with an environment variable its page
 * never asks the reader to set. And a sample reads a reply's body
 * only after checking its status, since a 401 may come without a JSON body (issue 31, P11);
 * JavaScript reads the environment from `process.env`, never Python's `os.environ`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import globals from 'globals';
import { describe, expect, it } from 'vitest';
import { docSources, repoRoot } from '../support/docSources';

type Block = { where: string; language: string; code: string; prose: string };

const blocks: Block[] = docSources.flatMap(({ file }) => {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  const prose = text.replace(/^```[\s\S]*?^```$/gm, '');
  return [...text.matchAll(/^```(bash|python|javascript)\n([\s\S]*?)^```$/gm)].map((match) => ({
    where: `${file}:${text.slice(0, match.index).split('\n').length}`,
    language: match[1]!,
    code: match[2]!,
    prose,
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

  it('declare, in shell, every variable they read but BASE_URL and ACCESS_TOKEN', () => {
    // The two come from the reader's shell (Before You Call the API); any other value a sample
    // reads is set in it, once, so a copied sample never runs with an empty ID or secret.
    const fromShell = new Set(['BASE_URL', 'ACCESS_TOKEN']);
    const undeclared = ofLanguage('bash').flatMap(({ where, code }) => {
      const set = new Set(
        [...code.matchAll(/(?:^|[\s;(])(?:export\s+)?([A-Z][A-Z0-9_]*)=|\b(?:for|read)\s+([A-Z][A-Z0-9_]*)/gm)].map(
          (match) => match[1] ?? match[2],
        ),
      );
      const read = [...new Set([...code.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!))];
      const missing = read.filter((name) => !set.has(name) && !fromShell.has(name));
      return missing.length > 0 ? [`${where}: ${missing.join(', ')}`] : [];
    });
    expect(undeclared).toEqual([]);
  });

  it("read from the environment only the shell's two values, a credential, or a name their page asks the reader to set", () => {
    // Any other value is declared in the sample itself, so a reader who set up their shell as
    // Before You Call the API says never meets an unset name; credentials stay out of code.
    const allowed = new Set(['BASE_URL', 'ACCESS_TOKEN', 'CLIENT_ID', 'CLIENT_SECRET']);
    const reads = (code: string) =>
      [
        ...code.matchAll(/^\s*([A-Z][A-Z0-9_]*)="\$\{\1:\?[^}]*\}"/gm),
        ...code.matchAll(/os\.(?:environ(?:\.get\()?\[?|getenv\()\s*["']([A-Z][A-Z0-9_]*)["']/g),
        ...code.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g),
      ].map((match) => match[1]!);
    const unasked = blocks.flatMap(({ where, code, prose }) =>
      reads(code)
        .filter((name) => !allowed.has(name) && !prose.includes(`\`${name}\``))
        .map((name) => `${where}: ${name}`),
    );
    expect(unasked).toEqual([]);
  });

  it('parse as Python, and bind every name they read', () => {
    // One process parses them all (given as JSON) and names each block it refuses, or the names a
    // block reads but never assigns, imports or defines (a NameError on the first run otherwise).
    const program = [
      'import ast, builtins, json, sys',
      'for where, code in json.load(sys.stdin):',
      '    try: tree = ast.parse(code)',
      '    except SyntaxError as e:',
      '        print(f"{where}: {e}")',
      '        continue',
      '    bound = set(dir(builtins))',
      '    for n in ast.walk(tree):',
      '        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load): bound.add(n.id)',
      '        elif isinstance(n, (ast.Import, ast.ImportFrom)): bound.update((a.asname or a.name).split(".")[0] for a in n.names)',
      '        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)): bound.add(n.name)',
      '        elif isinstance(n, ast.arg): bound.add(n.arg)',
      '        elif isinstance(n, ast.ExceptHandler) and n.name: bound.add(n.name)',
      '    read = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}',
      '    if read - bound: print(f"{where}: reads {\', \'.join(sorted(read - bound))} unset")',
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

  it('read, in JavaScript, only names they declare or Node provides', () => {
    const linter = new Linter();
    const config = {
      languageOptions: { ecmaVersion: 'latest' as const, sourceType: 'module' as const, globals: globals.node },
      rules: { 'no-undef': 'error' as const },
    };
    const undeclared = ofLanguage('javascript').flatMap(({ where, code }) =>
      linter.verify(code, config).map((message) => `${where}: ${message.message}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('check the status before they parse a reply', () => {
    // `name.json()` must come after (or on the line of) a check of that same reply: `name.ok`,
    // `name.raise_for_status()` or a comparison of `name.status`; printing the status is not a
    // check, and `.json()` straight on a request cannot be checked at all.
    const unchecked = blocks
      .filter(({ language }) => language === 'python' || language === 'javascript')
      .flatMap(({ where, code }) =>
        [...code.matchAll(/(\)|\w+)\.json\(\)/g)].flatMap((match) => {
          const name = match[1]!;
          const lineEnd = code.indexOf('\n', match.index);
          const upToLineEnd = code.slice(0, lineEnd === -1 ? undefined : lineEnd);
          const check = new RegExp(
            `\\b${name}\\.(ok\\b|raise_for_status\\(\\)|status(_code)?\\s*(===|!==|==|!=|>=|<=|<|>|in\\b))`,
          );
          return name !== ')' && check.test(upToLineEnd) ? [] : [`${where}: ${match[0]} before checking the status`];
        }),
      );
    expect(unchecked).toEqual([]);
  });

  it('read the environment the way their language does', () => {
    const wrong = ofLanguage('javascript').flatMap(({ where, code }) => (/\bos\.environ\b/.test(code) ? [where] : []));
    expect(wrong).toEqual([]);
  });
});
