// Finds the service's messages that the pages and the contract quote, and checks each against the
// texts the service's code can answer with (`messages` of javaEndpoints.mjs's readJavaSources).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** @typedef {{ quote: string, where: string }} Quote a quoted message and where it is (`file:line`) */
/** @typedef {{ quote: string, reason: string }} DeliberateMessage */

const ELLIPSIS = /\s*(?:\.\.\.|…)\s*/g;
const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A code span that reads as a message (`name may not be empty.`), not as a header or request line. */
const looksLikeMessage = (/** @type {string} */ span) =>
  /^([A-Za-z]|\.\.\.|…)/.test(span) && / /.test(span) && /\.$/.test(span) && !/^([A-Z][\w-]*: |[A-Z]+ \/)/.test(span);

/** Line numbers for positions of the text with every run of white space made one space. */
function flatten(/** @type {string} */ text) {
  let flat = '';
  const lines = /** @type {number[]} */ ([]);
  let line = 1;
  for (const part of text.split(/(\s+)/)) {
    if (/^\s+$/.test(part)) {
      flat += ' ';
      lines.push(line);
      line += part.split('\n').length - 1;
    } else {
      flat += part;
      for (let index = 0; index < part.length; index += 1) lines.push(line);
    }
  }
  return { flat, lineAt: (/** @type {number} */ position) => lines[position] ?? line };
}

/**
 * The quoted messages of a Markdown page, each with its line.
 * @param {string} text
 * @param {string} file
 * @returns {Quote[]}
 */
export function quotesInMarkdown(text, file) {
  // Fenced code keeps its lines but loses its text: samples are not quotes.
  let fenced = false;
  const prose = text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      return fenced || /^\s*(```|~~~)/.test(line) ? '' : line;
    })
    .join('\n');
  const { flat, lineAt } = flatten(prose);
  return [...flat.matchAll(/`([^`]+)`/g)]
    .filter((match) => looksLikeMessage(match[1]))
    .map((match) => ({ quote: match[1], where: `${file}:${lineAt(/** @type {number} */ (match.index))}` }));
}

/**
 * The quoted messages of the contract (parsed as `spec`, its text as `text`), each with its line: every
 * `message` value (the error body examples) and the message-like code spans of descriptions.
 * @param {unknown} spec
 * @param {string} text
 * @param {string} file
 * @returns {Quote[]}
 */
export function quotesInContract(spec, text, file) {
  const { flat, lineAt } = flatten(text);
  const found = /** @type {string[]} */ ([]);
  /** @type {(node: unknown) => void} */
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'message' && typeof value === 'string') found.push(value.replace(/\s+/g, ' '));
      else if (key === 'description' && typeof value === 'string')
        for (const match of value.replace(/\s+/g, ' ').matchAll(/`([^`]+)`/g))
          if (looksLikeMessage(match[1])) found.push(match[1]);
      visit(value);
    }
  };
  visit(spec);
  // A quote said twice is found twice, each at its own line (in the order the walk meets them).
  const seen = /** @type {Map<string, number | undefined>} */ (new Map());
  return found.map((quote) => {
    const at = flat.indexOf(quote, (seen.get(quote) ?? -1) + 1);
    seen.set(quote, at === -1 ? seen.get(quote) : at);
    return { quote, where: at === -1 ? file : `${file}:${lineAt(at)}` };
  });
}

/**
 * Whether the code says a quoted message: a code text matches the quote with a value in place of each
 * `…`, or the quote matches the code text with anything in place of each of its ellipses.
 * @param {string} quote
 * @param {string[]} messages
 */
export function codeSays(quote, messages) {
  const quoteRegex = new RegExp(`^${quote.split(ELLIPSIS).map(escape).join('[\\s\\S]*')}$`);
  return messages.some((message) => {
    // The service's validators (@NotFoundEntity and the like) append a value to a message ending in a colon.
    const value = message.endsWith(':') ? '( .+)?' : '';
    const codeRegex = new RegExp(`^${message.split('…').map(escape).join('.+')}${value}$`);
    return codeRegex.test(quote) || quoteRegex.test(message);
  });
}

/**
 * Every quoted message of the pages under `docs` and of the contract, paths relative to `root`.
 * @param {string} root
 * @param {string} contract
 * @returns {Quote[]}
 */
export function quotedMessages(root, contract) {
  const pages = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => path.join('docs', file));
  const text = readFileSync(contract, 'utf8');
  return [
    ...pages.flatMap((page) => quotesInMarkdown(readFileSync(path.join(root, page), 'utf8'), page)),
    ...quotesInContract(yaml.load(text), text, path.relative(root, contract)),
  ];
}

/**
 * The quotes the code does not say, less the deliberate ones (`{ quote, reason }`: a message of a
 * library or of a former release); `unused` lists deliberate entries no quote needs.
 * @param {Quote[]} quotes
 * @param {string[]} messages
 * @param {DeliberateMessage[]} [deliberate]
 */
export function unsaidQuotes(quotes, messages, deliberate = []) {
  const used = /** @type {Set<number>} */ (new Set());
  const unsaid = quotes.filter(({ quote }) => {
    if (codeSays(quote, messages)) return false;
    const entry = deliberate.findIndex((item) => item.quote === quote);
    if (entry === -1) return true;
    used.add(entry);
    return false;
  });
  return { unsaid, unused: deliberate.filter((_, index) => !used.has(index)) };
}
