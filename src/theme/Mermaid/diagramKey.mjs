// Plain JavaScript so that scripts/prerender-diagrams.mjs (Node, no TypeScript) and the theme compute the same keys.

/**
 * @typedef {{ theme?: { light?: string; dark?: string }; options?: object }} MermaidThemeConfig
 * @typedef {{ mermaidVersion: string; themeConfig: MermaidThemeConfig | undefined }} DrawingSetup
 */

/**
 * JSON with object keys sorted, so equal settings give equal text whatever their order.
 * @param {any} value
 * @returns {string}
 */
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
function fnv1a(/** @type {string} */ text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A drawing's settings besides its source, with theme-mermaid's defaults filled in. */
export function drawingSettings(/** @type {DrawingSetup} */ { mermaidVersion, themeConfig }) {
  return {
    mermaidVersion,
    light: themeConfig?.theme?.light ?? 'default',
    dark: themeConfig?.theme?.dark ?? 'dark',
    options: themeConfig?.options ?? {},
  };
}

/**
 * The name of a diagram's drawings and size entry, from its source, the Mermaid version and the
 * theme's settings: changing either leaves the drawings unmatched until `npm run diagrams`.
 */
export function diagramKey(/** @type {string} */ source, /** @type {DrawingSetup} */ setup) {
  return fnv1a(`${canonicalJson(drawingSettings(setup))}\n${source}`);
}
