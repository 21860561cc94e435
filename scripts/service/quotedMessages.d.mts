export interface Quote {
  quote: string;
  where: string;
}
export function quotesInMarkdown(text: string, file: string): Quote[];
export function quotesInContract(spec: unknown, text: string, file: string): Quote[];
export function codeSays(quote: string, messages: string[]): boolean;
export function quotedMessages(root: string, contract: string): Quote[];
export function unsaidQuotes(
  quotes: Quote[],
  messages: string[],
  deliberate?: { quote: string; reason: string }[],
): { unsaid: Quote[]; unused: { quote: string; reason: string }[] };
