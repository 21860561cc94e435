/**
 * What the start-up tricks (ARCHITECTURE.md) assume of Docusaurus, its classic theme,
 * prism-react-renderer, Prism and the local search plugin, checked against the installed
 * packages in node_modules: after an upgrade this file fails first, and each test names the
 * assumption that broke. Paths, requests and class names come from the tricks' own constants,
 * so the test and the code cannot drift apart. The build checks the same swaps again on the
 * finished bundles (src/plugins/shared/bundleCheck.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, CLIENT_ENTRY_ALIAS } from '../../src/plugins/staged-boot';
import { REACT_ROOT_GLOBAL } from '../../src/plugins/staged-boot/client/replayEarlyClicks';
import { CONTENT_WRAPPER_FILE, ORIGINAL_CONTENT_REQUEST, THEME_CONTENT_FILE } from '../../src/plugins/static-articles';
import { ARTICLE_SELECTOR, docHtmlClassName } from '../../src/plugins/static-articles/client/markup';
import { INCLUDE_LANGUAGES_MODULE, RENDERER_PACKAGE, UPSTREAM_RENDERER_ALIAS } from '../../src/plugins/lean-prism';
import { DIAGRAM_SIZES_REQUEST } from '../../src/plugins/diagram-drawings-off';
import { HYDRATED_ATTRIBUTE } from '../../src/utils/appHasStarted';
import { assertPluginShape } from '../../src/plugins/endpoint-search';

const root = path.resolve(__dirname, '../..');
const modules = path.join(root, 'node_modules');
const read = (file: string) => fs.readFileSync(file, 'utf8');
/** An installed package's folder (they are hoisted; some packages export no package.json). */
const packageDir = (name: string) => path.join(modules, name);

const core = packageDir('@docusaurus/core');
const themeClassic = packageDir('@docusaurus/theme-classic');
const themeCommon = packageDir('@docusaurus/theme-common');
const themeMermaid = packageDir('@docusaurus/theme-mermaid');
const mdxLoader = packageDir('@docusaurus/mdx-loader');
const searchTheme = path.join(packageDir('@easyops-cn/docusaurus-search-local'), 'dist/client/client/theme');

/** Every file under a folder, as absolute paths. */
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile());

/** The one file under node_modules a pattern of a trick matches; fails when none or several do. */
function onlyMatch(pattern: RegExp, under: string): string {
  const found = filesUnder(under).filter((file) => pattern.test(file));
  expect(found, `${pattern} should match exactly one file under ${path.relative(root, under)}`).toHaveLength(1);
  return found[0]!;
}

/** The import specifiers of a source file, with the names each imports (values and types alike). */
function importsOf(file: string): Array<{ from: string; names: string[] }> {
  return [...read(file).matchAll(/import\s+(?:type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/g)].map(([, clause, from]) => ({
    from: from!,
    names: [...(/\{([^}]*)\}/.exec(clause!)?.[1] ?? '').split(',')]
      .map((name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean),
  }));
}

/** Whether a package entry file exports `name`, directly or through one `export * from`. */
function exportsName(entry: string, name: string): boolean {
  const source = read(entry);
  if (
    new RegExp(`export\\s*(?:\\{[^}]*\\b${name}\\b[^}]*\\}|(?:const|function|class|let|var)\\s+${name}\\b)`).test(
      source,
    )
  ) {
    return true;
  }
  return [...source.matchAll(/export \* from '([^']+)'/g)].some(([, target]) =>
    exportsName(path.resolve(path.dirname(entry), `${target!.replace(/\.js$/, '')}.js`), name),
  );
}

/** A theme component's file in the themes the site uses, the later theme first, as Docusaurus resolves them. */
function themeComponentFile(component: string): string | undefined {
  return [searchTheme, path.join(themeMermaid, 'lib/theme'), path.join(themeClassic, 'lib/theme')]
    .flatMap((dir) => [path.join(dir, component, 'index.js'), path.join(dir, `${component}.js`)])
    .find((file) => fs.existsSync(file));
}

describe('staged boot (src/plugins/staged-boot)', () => {
  const clientEntry = path.join(core, 'lib/client/clientEntry.js');
  const stagedEntry = path.join(root, 'src/plugins/staged-boot/client/stagedEntry.ts');

  it('Docusaurus’s client entry is the file CLIENT_ENTRY names', () => {
    expect(clientEntry).toMatch(CLIENT_ENTRY);
    expect(fs.existsSync(clientEntry)).toBe(true);
  });

  it('every module the staged entry evaluates ahead is one Docusaurus’s entry imports', () => {
    const entryImports = importsOf(clientEntry).map(({ from }) =>
      from.startsWith('.') ? path.join(core, 'lib/client', from) : from,
    );
    const staged = importsOf(stagedEntry).map(({ from }) => from);
    const eager = [...read(stagedEntry).matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(
      ([, from]) => from!,
    );
    expect(eager).toContain(CLIENT_ENTRY_ALIAS);
    for (const request of [...staged, ...eager].filter((r) => r.startsWith('@docusaurus/core/lib/client/'))) {
      expect(entryImports, `clientEntry.js should import ${request}`).toContain(
        path.join(modules, request).replace(/\.js$/, ''),
      );
    }
    expect(entryImports, 'clientEntry.js should import react-dom/client').toContain('react-dom/client');
    expect(eager).toContain('react-dom/client');
  });

  it('Docusaurus’s entry sets window.docusaurus, then keeps its React root where replayEarlyClicks looks', () => {
    const source = read(clientEntry);
    expect(source).toMatch(/window\.docusaurus = docusaurus;/);
    expect(source).toContain(`window.${REACT_ROOT_GLOBAL} = ReactDOM.hydrateRoot(`);
    expect(source).toMatch(/preload\(window\.location\.pathname\)/);
  });

  it('window.docusaurus has preload and prefetch', () => {
    const source = read(path.join(core, 'lib/client/docusaurus.js'));
    expect(source).toMatch(/prefetch[,\s]/);
    expect(source).toMatch(/preload[,\s]/);
  });

  it('the generated registry and chunk tables have the shape client/pageChunks.ts reads', () => {
    const codegen = read(path.join(core, 'lib/server/codegen/codegenRoutes.js'));
    // chunkTablesProblem() looks for `"<name>": [() => import(` in the registry.
    expect(codegen).toContain('"${chunkName}": [() => import(');
    expect(codegen).toMatch(/routesChunkNames/);
  });

  it(`the app marks <html ${HYDRATED_ATTRIBUTE}> once React has hydrated (appHasStarted)`, () => {
    expect(read(path.join(core, 'lib/client/hasHydratedDataAttribute.js'))).toContain(HYDRATED_ATTRIBUTE);
  });
});

describe('static articles (src/plugins/static-articles)', () => {
  it('the theme’s DocItem/Content is the one file THEME_CONTENT_FILE matches', () => {
    onlyMatch(THEME_CONTENT_FILE, path.join(themeClassic, 'lib/theme'));
  });

  it('our DocItem/Content wrapper imports the original by ORIGINAL_CONTENT_REQUEST', () => {
    const wrapper = path.join(root, 'src/theme/DocItem/Content/index.tsx');
    expect(wrapper).toMatch(CONTENT_WRAPPER_FILE);
    expect(importsOf(wrapper).some(({ from }) => ORIGINAL_CONTENT_REQUEST.test(from))).toBe(true);
  });

  it(`the theme renders the article in ${ARTICLE_SELECTOR} and marks <html> with the doc id`, () => {
    const classNames = read(path.join(themeCommon, 'lib/utils/ThemeClassNames.js'));
    expect(classNames).toContain(`docMarkdown: '${ARTICLE_SELECTOR.slice(1)}'`);
    expect(read(path.join(themeClassic, 'lib/theme/DocItem/Content/index.js'))).toContain(
      'ThemeClassNames.docs.docMarkdown',
    );
    const docItem = read(path.join(themeClassic, 'lib/theme/DocItem/index.js'));
    expect(docItem).toContain(`\`${docHtmlClassName('${props.content.metadata.id}')}\``);
  });

  it('the MDX loader exports the doc’s metadata as articleModuleLoader.mjs expects', () => {
    expect(read(path.join(mdxLoader, 'lib/loader.js'))).toContain('export {default as metadata} from');
  });

  it('@theme/MDXComponents exists (client/articleStyles.ts keeps the components’ CSS through it)', () => {
    expect(themeComponentFile('MDXComponents')).toBeDefined();
  });
});

describe('lean Prism (src/plugins/lean-prism)', () => {
  it('the theme’s prism-include-languages is the one file INCLUDE_LANGUAGES_MODULE matches, and a client module', () => {
    const file = onlyMatch(INCLUDE_LANGUAGES_MODULE, path.join(themeClassic, 'lib'));
    expect(read(file)).toContain(`from '${RENDERER_PACKAGE}'`);
    expect(read(path.join(themeClassic, 'lib/index.js'))).toContain("'./prism-include-languages'");
  });

  it('the theme imports only what client/Highlight.tsx exports from prism-react-renderer', () => {
    const ours = read(path.join(root, 'src/plugins/lean-prism/client/Highlight.tsx'));
    const imported = filesUnder(path.join(themeClassic, 'lib'))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => importsOf(file).filter(({ from }) => from === RENDERER_PACKAGE))
      .flatMap(({ names }) => names);
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported)
      expect(ours, `client/Highlight.tsx should export ${name}`).toMatch(
        new RegExp(`export (\\{[^}]*\\b${name}\\b|function ${name}\\b)`),
      );
  });

  it('prism-react-renderer’s Highlight takes a prism and a theme, and reads styles only from the theme', () => {
    const source = read(path.join(packageDir(RENDERER_PACKAGE), 'dist/index.mjs'));
    expect(source).toMatch(/prism: props\.prism \|\| Prism/);
    expect(source).toMatch(/theme: props\.theme \|\|/);
    expect(source).toContain('const themeDictionary = themeToDict_default(');
    expect(UPSTREAM_RENDERER_ALIAS).not.toBe(RENDERER_PACKAGE);
  });

  it('Prism’s core and every language client/prism.ts registers are installed', () => {
    const prismModules = importsOf(path.join(root, 'src/plugins/lean-prism/client/prism.ts'))
      .map(({ from }) => from)
      .concat(
        [...read(path.join(root, 'src/plugins/lean-prism/client/prism.ts')).matchAll(/^import '(prismjs[^']+)'/gm)].map(
          ([, from]) => from!,
        ),
      )
      .filter((from) => from.startsWith('prismjs/'));
    expect(prismModules.length).toBeGreaterThan(5);
    for (const request of prismModules) expect(fs.existsSync(path.join(modules, `${request}.js`)), request).toBe(true);
  });
});

describe('hydrate-on-use and the idle mobile menu (src/components/HydrateOnUse, swizzles)', () => {
  // Each swizzle that carries a trick, and the theme component it wraps or was ejected from.
  const swizzles = [
    'src/theme/DocSidebar/index.tsx',
    'src/theme/Footer/Links/index.tsx',
    'src/theme/Navbar/MobileSidebar/index.tsx',
    'src/theme/Navbar/MobileSidebar/useMobileMenuMounted.ts',
    'src/theme/DocItem/Content/index.tsx',
    'src/theme/Mermaid/index.tsx',
    'src/components/HydrateOnUse/index.tsx',
  ];

  it.each(swizzles)('%s: every theme component it imports exists upstream', (file) => {
    for (const { from } of importsOf(path.join(root, file))) {
      const component = /^@theme(?:-original)?\/(.+)$/.exec(from)?.[1];
      if (!component) continue;
      const local = ['index.tsx', ''].some(
        (tail) => fs.existsSync(path.join(root, 'src/theme', component, tail)) && from.startsWith('@theme/'),
      );
      expect(local || themeComponentFile(component) !== undefined, `${from} (in ${file})`).toBe(true);
    }
  });

  it.each(swizzles)('%s: every name it imports from @docusaurus/theme-common and theme-mermaid exists', (file) => {
    const entries: Record<string, string> = {
      '@docusaurus/theme-common': path.join(themeCommon, 'lib/index.js'),
      '@docusaurus/theme-common/internal': path.join(themeCommon, 'lib/internal.js'),
      '@docusaurus/theme-mermaid/client': path.join(themeMermaid, 'lib/client/index.js'),
    };
    for (const { from, names } of importsOf(path.join(root, file))) {
      if (!entries[from]) continue;
      for (const name of names) expect(exportsName(entries[from], name), `${name} from ${from}`).toBe(true);
    }
  });

  it('the mobile menu tells whether it should render and whether it is shown', () => {
    const context = read(path.join(themeCommon, 'lib/contexts/navbarMobileSidebar.js'));
    expect(context).toMatch(/shouldRender/);
    expect(context).toMatch(/shown/);
  });
});

describe('pre-rendered diagrams (src/theme/Mermaid)', () => {
  it('DiagramDrawing imports its size table by the request the off switch replaces', () => {
    const requests = importsOf(path.join(root, 'src/theme/Mermaid/DiagramDrawing/index.tsx')).map(({ from }) => from);
    expect(requests.some((request) => DIAGRAM_SIZES_REQUEST.test(request))).toBe(true);
  });

  it('the theme’s Mermaid component exists to fall back to', () => {
    expect(themeComponentFile('Mermaid')).toContain(path.join(themeMermaid, 'lib/theme/Mermaid'));
  });
});

describe('search module swaps (src/plugins/endpoint-search)', () => {
  it('the search plugin’s theme files import the modules the swaps replace', () => {
    expect(() => assertPluginShape()).not.toThrow();
  });
});

describe('the search plugin’s CSS modules our swizzles reuse (src/theme/SearchBar, src/theme/SearchPage)', () => {
  // A class renamed upstream would be `undefined` in our markup, silently unstyled.
  const uses = filesUnder(path.join(root, 'src/theme')).flatMap((file) =>
    [...read(file).matchAll(/import (\w+) from '(@easyops-cn\/docusaurus-search-local\/[^']+\.module\.css)'/g)].map(
      ([, name, request]) => ({
        file,
        css: path.join(modules, request!),
        classes: [...new Set([...read(file).matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map(([, c]) => c!))],
      }),
    ),
  );

  it('finds the swizzles that import one', () => {
    expect(uses.map(({ file }) => path.relative(root, file)).sort()).toEqual([
      'src/theme/SearchBar/useSuggestionKeyboard.ts',
      'src/theme/SearchPage/index.tsx',
    ]);
  });

  it('every class they read is still defined there', () => {
    for (const { file, css, classes } of uses) {
      expect(classes.length, path.relative(root, file)).toBeGreaterThan(0);
      for (const name of classes)
        expect(read(css), `${path.relative(root, file)}: .${name}`).toMatch(new RegExp(`\\.${name}\\b`));
    }
  });
});
