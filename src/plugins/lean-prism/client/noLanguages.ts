// The theme's prism-include-languages in the production browser bundle: ./prism.ts has the languages.
export {};
