// The React entry rjsf imports too, so the app ships one copy of the Markdown compiler.
import MarkdownToJsx from 'markdown-to-jsx/react';
import type { AnchorHTMLAttributes } from 'react';
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

/** Copy as the borrower reads it: Markdown from content/, values filled in and escaped, raw HTML never rendered. */
export function Markdown({ text, values, inline = false }: { text: string; values: Record<string, unknown>; inline?: boolean }) {
  if (!text.trim()) return null;
  return (
    <MarkdownToJsx options={{ disableParsingRawHTML: true, forceInline: inline, forceBlock: !inline, overrides: { a: SafeLink } }}>
      {interpolate(text, values, pipes)}
    </MarkdownToJsx>
  );
}
