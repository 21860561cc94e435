// Stands in for the classic theme's prism-include-languages client module in the production
// browser bundle: client/Highlight.tsx highlights with ./prism.ts, which has the languages.
export {};
