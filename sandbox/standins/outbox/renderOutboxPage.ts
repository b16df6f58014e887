import type { OutboxMessage } from '../StandinDeps';
import { escapeHtml } from '../shared/escapeHtml';

/** The page's only styles; the server allows exactly this block by its hash. */
export const OUTBOX_STYLES = [
  'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:16px;color:#111}',
  'h1{font-size:1.4rem}',
  'ol{list-style:none;padding:0}',
  'li{border:1px solid #ccc;border-radius:6px;padding:12px;margin:0 0 12px}',
  '.meta{color:#444;font-size:.9rem;margin:0 0 6px}',
  '.kind{font-weight:700;text-transform:uppercase;margin-right:8px}',
  'pre{white-space:pre-wrap;word-break:break-word;margin:6px 0 0;font-size:.95rem}',
].join('');

function renderMessage(message: OutboxMessage): string {
  const kind = message.kind === 'sms' ? 'Text' : 'Email';
  const at = Number.isFinite(message.at) ? new Date(message.at).toISOString() : String(message.at);
  const parts = [
    `<li data-kind="${escapeHtml(message.kind)}" data-id="${escapeHtml(message.id)}">`,
    `<p class="meta"><span class="kind">${kind}</span>to <strong>${escapeHtml(message.to)}</strong>`,
    ` at <time datetime="${escapeHtml(at)}">${escapeHtml(at)}</time></p>`,
  ];
  if (message.subject) parts.push(`<p><strong>Subject:</strong> ${escapeHtml(message.subject)}</p>`);
  if (message.attachmentName) parts.push(`<p><strong>Attachment:</strong> ${escapeHtml(message.attachmentName)}</p>`);
  parts.push(`<pre>${escapeHtml(message.body)}</pre></li>`);
  return parts.join('');
}

// QA reads the codes the sandbox "texts" and the documents it "emails" here: newest first, refreshed every 5 s,
// every value escaped (bodies carry whatever the app sent), no scripts and no external assets.
export function renderOutboxPage(messages: readonly OutboxMessage[]): string {
  const newestFirst = [...messages].sort((a, b) => b.at - a.at);
  const list = newestFirst.length === 0
    ? '<p>No texts or emails yet.</p>'
    : `<ol>${newestFirst.map(renderMessage).join('')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Sandbox outbox</title>
<style>${OUTBOX_STYLES}</style>
</head>
<body>
<main>
<h1>Sandbox outbox</h1>
<p>Texted codes and emailed documents, newest first. This page refreshes every 5 seconds.</p>
${list}
</main>
</body>
</html>
`;
}
