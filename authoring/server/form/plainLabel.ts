import { parser } from 'markdown-to-jsx/html';

interface MarkdownNode { text?: unknown; children?: unknown }
const textOf = (nodes: unknown): string => (Array.isArray(nodes) ? nodes.map((n: MarkdownNode) => (typeof n?.text === 'string' ? n.text : textOf(n?.children))).join('') : '');

// A label's words as the borrower reads them, its Markdown taken off (the agreement's "[Terms of Service](/terms)"
// reads "Terms of Service"): parsed by the Markdown library the app draws copy with (src/ui/Markdown.tsx uses
// markdown-to-jsx), raw HTML never parsed, its text nodes read in order. Placeholders stay as written
// ({lenderName}): the editor shows the copy, not one borrower's screen. Done here on the dev server, so the page
// part loads no Markdown compiler of its own.
export function plainLabel(markdown: string): string {
  if (markdown.trim() === '') return '';
  return textOf(parser(markdown, { disableParsingRawHTML: true, forceInline: true })).replace(/\s+/g, ' ').trim();
}
