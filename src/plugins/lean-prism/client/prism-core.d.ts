// Prism's core file is the same object as the package's main export, without the languages.
declare module 'prismjs/components/prism-core' {
  const Prism: typeof import('prismjs');
  export default Prism;
}
