// Plain JavaScript so that scripts/prerender-diagrams.mjs (Node, no TypeScript) and the theme
// compute the same keys.

/**
 * @typedef {{ theme?: { light?: string; dark?: string }; options?: object }} MermaidThemeConfig
 * @typedef {{ mermaidVersion: string; themeConfig: MermaidThemeConfig | undefined }} DrawingSetup
 */

/** JSON with object keys sorted, so equal settings give equal text whatever their order. */
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((name) => value[name] !== undefined)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(value[name])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** 32-bit FNV-1a in base 36: short, stable, and enough to tell a few hundred diagrams apart. */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The settings a drawing depends on besides its source, with @docusaurus/theme-mermaid's
 * defaults filled in, so the raw docusaurus.config.ts and the validated theme config agree.
 *
 * @param {DrawingSetup} setup
 */
export function drawingSettings({ mermaidVersion, themeConfig }) {
  return {
    mermaidVersion,
    light: themeConfig?.theme?.light ?? 'default',
    dark: themeConfig?.theme?.dark ?? 'dark',
    options: themeConfig?.options ?? {},
  };
}

/**
 * The name of a diagram's drawings (static/diagrams/<key>.light.svg and .dark.svg) and of its
 * size entry. It covers the Mermaid version and the theme configuration as well as the source,
 * so upgrading Mermaid or changing the theme leaves every drawing without a match: pages fall
 * back to live Mermaid and the diagram test fails until `npm run diagrams` draws them again.
 *
 * @param {string} source the text of the ```mermaid fence
 * @param {DrawingSetup} setup
 * @returns {string}
 */
export function diagramKey(source, setup) {
  return fnv1a(`${canonicalJson(drawingSettings(setup))}\n${source}`);
}
