// The stand-in's hosted identity page. Static markup only: every dynamic value (inquiry id, status) is set by
// persona-widget.js through textContent, and the script and styles are separate files for script-src 'self'.
export function identityWidgetPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox identity check</title>
<link rel="stylesheet" href="widget.css">
</head>
<body>
<main aria-labelledby="heading">
<h1 id="heading" tabindex="-1">Sandbox identity check</h1>
<p>Sandbox stand-in for the driver's licence scan. No document or photo is taken. Choose how this check ends.</p>
<p>Inquiry: <code id="inquiry-id"></code></p>
<div class="actions">
<button type="button" id="complete">Complete</button>
<button type="button" id="fail">Fail</button>
<button type="button" id="exit">Exit</button>
</div>
<p id="status" role="status" aria-live="polite"></p>
</main>
<script src="widget.js"></script>
</body>
</html>
`;
}
