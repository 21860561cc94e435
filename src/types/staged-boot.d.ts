// Docusaurus's client entry, by the alias src/plugins/staged-boot sets; it exports nothing.
declare module '@docusaurus-client-entry';
