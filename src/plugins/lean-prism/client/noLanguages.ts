// Stands in for the classic theme's prism-include-languages client module: client/prism.ts
// registers the languages where the highlighter is used.
export {};
