// The React entry rjsf imports too, so the app ships one copy of the Markdown compiler.
import MarkdownToJsx from 'markdown-to-jsx/react';
import type { AnchorHTMLAttributes, ReactNode, TableHTMLAttributes } from 'react';
import { interpolate } from '../../engine/content/interpolate';
import { pipes } from '../../engine/content/pipes';

// Links in copy: same-origin paths stay in the app; anything else opens safely in a new tab. javascript: and
// data: links are dropped.
function SafeLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^\s*(javascript|data|vbscript):/i.test(href)) return <span>{children}</span>;
  const external = /^https?:\/\//i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

// The words of a table's first header cell (the first cell when it has no header), read from its React tree.
function firstHeading(node: ReactNode, cell = 'th'): string {
  if (Array.isArray(node)) return node.map((n) => firstHeading(n, cell)).find(Boolean) ?? '';
  if (!node || typeof node !== 'object' || !('props' in node)) return '';
  const { children } = node.props as { children?: ReactNode };
  if (node.type !== cell) return firstHeading(children, cell);
  const words = (n: ReactNode): string => (Array.isArray(n) ? n.map(words).join('') : typeof n === 'string' || typeof n === 'number' ? String(n) : n && typeof n === 'object' && 'props' in n ? words((n.props as { children?: ReactNode }).children) : '');
  return words(children);
}

// A data table wider than a phone scrolls in a region of its own, named by its first column's heading and reached by
// the keyboard, so the page itself never scrolls sideways (WCAG 1.4.10, 2.1.1).
function ScrollingTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll" role="region" tabIndex={0} aria-label={firstHeading(props.children) || firstHeading(props.children, 'td')}>
      <table {...props} />
    </div>
  );
}

/** Copy as the borrower reads it: Markdown from content/, values filled in and escaped, raw HTML never rendered. */
export function Markdown({ text, values, inline = false }: { text: string; values: Record<string, unknown>; inline?: boolean }) {
  if (!text.trim()) return null;
  return (
    <MarkdownToJsx options={{ disableParsingRawHTML: true, forceInline: inline, forceBlock: !inline, overrides: { a: SafeLink, table: ScrollingTable } }}>
      {interpolate(text, values, pipes)}
    </MarkdownToJsx>
  );
}
