// Used only where Babel still runs (e.g. tooling); the site itself is compiled by SWC
// through @docusaurus/faster.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
