// The real prism-react-renderer, which the plugin's alias makes 'prism-react-renderer' stand for
// ./Highlight.tsx everywhere else.
declare module '@lean-prism/upstream-renderer' {
  export * from 'prism-react-renderer';
}
