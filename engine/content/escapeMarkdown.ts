// Characters HTML would read as markup become entities; every other ASCII punctuation mark gets a Markdown
// backslash escape. Both read back as the plain character in CommonMark renderers (markdown-to-jsx included).
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const PUNCTUATION = /[!-/:-@[-`{-~]/;

// A borrower's name or a server text placed into copy must show as the letters typed, never as a link, an
// image, emphasis or a tag: this makes any value inert inside Markdown and inside HTML.
export function escapeMarkdown(value: string): string {
  let escaped = '';
  for (const char of value.replace(/\s+/g, ' ')) {
    const entity = HTML_ENTITIES[char];
    if (entity !== undefined) escaped += entity;
    else if (PUNCTUATION.test(char)) escaped += `\\${char}`;
    else escaped += char;
  }
  return escaped;
}
