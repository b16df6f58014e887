// The other page of case (7) of the copy editor's browser test: served from another port of this machine, it reads
// the editor's page with and without the browser's cookies, looks for a token, and tries every way to call the
// editor's save (fetch with and without credentials, a same-site form posting JSON as text/plain).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { editorApi } from '../../authoring/shared/paths';

/** The copy editor's calls on the dev server. */
const COPY_API = editorApi('copy');

/** A page served from another port of this machine that tries to save through the dev server's editor. */
export async function attackPage(devUrl: string): Promise<{ server: Server; url: string }> {
  const body = JSON.stringify({ file: 'site.yaml', key: 'supportEmail', values: { en: 'attacker@evil.example' } });
  const html = `<!doctype html><meta charset="utf-8"><title>another page</title><pre id="log"></pre><p id="done"></p>
<form id="form" method="POST" action="${devUrl}${COPY_API}save" enctype="text/plain"><input type="hidden" name='${body.slice(0, -1)},"x":"' value='"}'></form>
<script>
const log = (line) => { document.getElementById('log').textContent += line + '\\n'; };
(async () => {
  // As an attacker would: the page read with and without the browser's cookies, a token looked for in it, then
  // every way to call the editor.
  let token = '';
  for (const credentials of ['omit', 'include']) {
    try {
      const page = await fetch(${JSON.stringify(`${devUrl}/demo-happy`)}, { credentials });
      const html = await page.text();
      token = token || (/name="copy-editor-token" content="([^"]+)"/.exec(html) || [])[1] || '';
      log('page (' + credentials + '): ' + page.status + (token ? ' (token read)' : ''));
    } catch (e) { log('page (' + credentials + '): refused (' + e.message + ')'); }
  }
  for (const credentials of ['omit', 'include']) {
    try {
      const read = await fetch(${JSON.stringify(`${devUrl}${COPY_API}entries`)}, { credentials, headers: { 'x-copy-editor-token': token } });
      log('read (' + credentials + '): ' + read.status);
    } catch (e) { log('read (' + credentials + '): refused (' + e.message + ')'); }
    try {
      const save = await fetch(${JSON.stringify(`${devUrl}${COPY_API}save`)}, { method: 'POST', credentials, headers: { 'content-type': 'application/json', 'x-copy-editor-token': token }, body: ${JSON.stringify(body)} });
      log('save (' + credentials + '): ' + save.status);
    } catch (e) { log('save (' + credentials + '): refused (' + e.message + ')'); }
  }
  document.getElementById('done').textContent = 'done';
})();
</script>`;
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(html);
  });
  // A port of its own, whichever is free.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}
