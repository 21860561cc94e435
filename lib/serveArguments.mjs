/**
 * The serve script's arguments after `node`, with `--dir`, `--base` and `--port` set as given.
 * @param {string} script
 * @param {Record<string, string>} options
 */
export function serveArguments(script, options) {
  const words = script.trim().split(/\s+/);
  if (words[0] !== 'node' || !words.includes('--port')) {
    throw new Error(`package.json's serve script is not "node <server> … --port N": ${script}`);
  }
  const args = words.slice(1);
  for (const [name, value] of Object.entries(options)) {
    const at = args.indexOf(`--${name}`);
    if (at === -1) args.push(`--${name}`, value);
    else args[at + 1] = value;
  }
  return args;
}
