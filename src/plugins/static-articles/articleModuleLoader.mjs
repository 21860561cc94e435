/**
 * A post loader for the docs' compiled Markdown in the browser bundle: drops the render function and what only
 * it used, and makes the static article (client/loadArticle.tsx) the default export. Plain JavaScript: the
 * bundler loads it as it is.
 */
import { Parser } from 'acorn';

/** @typedef {import('acorn').Program['body'][number]} TopLevel */

/** Names a top-level statement declares. */
function declaredNames(/** @type {TopLevel} */ node) {
  switch (node.type) {
    case 'ImportDeclaration':
      return node.specifiers.map((specifier) => specifier.local.name);
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return node.id ? [node.id.name] : [];
    case 'VariableDeclaration':
      return node.declarations.flatMap((declaration) =>
        declaration.id.type === 'Identifier' ? [declaration.id.name] : [],
      );
    default:
      return [];
  }
}

/** @type {(text: string, name: string) => boolean} */
const mentions = (text, name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

/**
 * @param {string} source the compiled module
 * @param {string} runtimeRequest the module exporting `loadStaticArticle`
 */
export function toStaticArticleModule(source, runtimeRequest) {
  const program = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const text = (/** @type {import('acorn').Node} */ node) => source.slice(node.start, node.end);

  /** @type {unknown} */
  let metadataRequest;
  let hasContent = false;
  const exported = /** @type {string[]} */ ([]);
  const declarations = /** @type {{ node: TopLevel; names: string[] }[]} */ ([]);
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') {
      hasContent = true;
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.source) {
        const named = (/** @type {import('acorn').Identifier | import('acorn').Literal} */ n) =>
          'name' in n ? n.name : n.value;
        const metadata = node.specifiers.find((s) => named(s.exported) === 'metadata' && named(s.local) === 'default');
        if (metadata) metadataRequest = node.source.value;
      }
      exported.push(text(node));
    } else if (
      ['ImportDeclaration', 'FunctionDeclaration', 'ClassDeclaration', 'VariableDeclaration'].includes(node.type)
    ) {
      declarations.push({ node, names: declaredNames(node) });
    } else if (node.type !== 'EmptyStatement') {
      // The compiler's output has changed shape: a statement with effects may belong to the content.
      throw new Error(`static-articles: unexpected top-level ${node.type} in compiled Markdown; update the loader.`);
    }
  }
  if (!hasContent || !metadataRequest) {
    throw new Error(
      `static-articles: compiled Markdown without ${hasContent ? 'a metadata export' : 'a default export'}; ` +
        'the docs plugin or MDX loader changed, update src/plugins/static-articles.',
    );
  }

  // Keep the declarations the exports use, and those that the kept ones use in turn.
  const kept = /** @type {typeof declarations} */ ([]);
  let reachable = exported.join('\n');
  let changed = true;
  while (changed) {
    changed = false;
    for (const declaration of declarations) {
      if (kept.includes(declaration)) continue;
      if (declaration.names.some((name) => mentions(reachable, name))) {
        kept.push(declaration);
        reachable += `\n${text(declaration.node)}`;
        changed = true;
      }
    }
  }

  const keptNodes = new Set(kept.map(({ node }) => node));
  return [
    // In their original order, so a declaration still comes before its first use.
    ...program.body
      .filter((node) => keptNodes.has(node) || node.type === 'ExportNamedDeclaration')
      .map((node) => text(node)),
    `import __articleMetadata from ${JSON.stringify(metadataRequest)};`,
    `import { loadStaticArticle as __loadStaticArticle } from ${JSON.stringify(runtimeRequest)};`,
    'export default await __loadStaticArticle(__articleMetadata);',
    '',
  ].join('\n');
}

/** @this {{ getOptions: () => { runtime: string } }} */
export default function articleModuleLoader(/** @type {string} */ source) {
  return toStaticArticleModule(source, this.getOptions().runtime);
}
