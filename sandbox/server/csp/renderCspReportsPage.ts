import { escapeHtml } from '../../standins/shared/escapeHtml';

/** The page's only styles; the server allows exactly this block by its hash. */
export const CSP_PAGE_STYLES = 'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:900px;padding:16px}pre{white-space:pre-wrap;word-break:break-word;border:1px solid #ccc;padding:8px}';

// QA sees here every Content-Security-Policy violation the browser reported, newest first, every value escaped
// (a report carries whatever the page and the browser put in it). No scripts, no external assets.
export function renderCspReportsPage(reports: readonly { at: number; report: unknown }[]): string {
  const list = reports.length === 0
    ? '<p>No violations reported.</p>'
    : `<ol>${reports.map((r) => `<li><time>${escapeHtml(new Date(r.at).toISOString())}</time><pre>${escapeHtml(JSON.stringify(r.report, null, 2))}</pre></li>`).join('')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox CSP reports</title>
<style>${CSP_PAGE_STYLES}</style>
</head>
<body>
<main>
<h1>Content-Security-Policy violations</h1>
<p>What browsers reported to <code>/api/csp-report</code>, newest first.</p>
${list}
</main>
</body>
</html>
`;
}
