// npm run record -- <name> [--from <fixture>] [--locale es-US]: QA clicks a journey through in a Chromium window and
// gets fixtures/<name>.yaml, in the steps QA writes by hand (open, fill by label, check, click by button text, pick,
// choose, code: latest, bank, identity, an expect with the path and the heading at each new screen, and a fault: step
// for each fault queued on the recorder's sandbox meanwhile). The scenario is the fixture's (--from), or that of the
// demo link QA opens in the window, so the file replays from a fresh sandbox. Close the window (or Ctrl-C here) to
// write the file; flows:check's fixture rules then say whether it is ready for npm run replay -- <name>.
// --headless (or RECORD_HEADLESS=1): no window; Chromium's DevTools endpoint is printed, and a script drives the page
// over it (chromium.connectOverCDP(url), its first context's first page) as QA's hands would; closing that page, or
// SIGINT/SIGTERM, writes the file. --dir DIR writes it in DIR instead of fixtures/.
import { spawnSync } from 'node:child_process';
import { resolve as absolute } from 'node:path';
import { parseArgs } from 'node:util';
import { needsBuild } from '../sandbox/start';
import { root } from './lib/root';
import { recordingLines, startRecorder } from './record/startRecorder';

async function main(): Promise<number> {
  const { values: { from, locale, dir, headless: headlessFlag }, positionals: [name] } = parseArgs({
    allowPositionals: true, options: { from: { type: 'string' }, locale: { type: 'string' }, dir: { type: 'string' }, headless: { type: 'boolean' } },
  });
  if (!name) {
    console.error('record: give the new fixture a name: npm run record -- qa-my-journey [--from happy-path] [--locale es-US] [--headless] [--dir DIR]');
    return 2;
  }
  // Headless: no window, the page driven by a script over Chromium's DevTools endpoint.
  const headless = headlessFlag === true || process.env.RECORD_HEADLESS === '1';
  if (!headless && process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    console.error('record: the recorder opens a Chromium window and this machine has no display (DISPLAY is not set): run it on a desktop, over ssh -X, or with --headless and drive the page from a script (README: QA at scale)');
    return 2;
  }
  // A replay's own build (REPLAY_OUT_DIR) is served as it is; else dist/, built when older than its sources.
  if (!process.env.REPLAY_OUT_DIR && needsBuild(root)) {
    console.log('record: building the app (vite build)...');
    if (spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' }).status !== 0) return 1;
  }
  const recorder = await startRecorder({ name, headless, ...(from ? { from } : {}), ...(locale ? { locale } : {}), ...(dir ? { dir: absolute(dir) } : {}) });
  const base = recorder.sandbox.baseUrl;
  if (!from) {
    console.log(`record: open one of these links in the Chromium window (its scenario becomes the fixture's):`);
    for (const link of recorder.links) console.log(`  ${link.name.padEnd(40)}${link.url}`);
  }
  if (recorder.cdp) {
    console.log([
      `record: headless; drive the page from a script: chromium.connectOverCDP('${recorder.cdp}'), then its contexts()[0].pages()[0]`,
      `record: DevTools endpoint ${recorder.cdp}`,
    ].join('\n'));
  }
  console.log([
    `record: recording fixtures/${name}.yaml in ${recorder.cdp ? 'the headless page' : 'the Chromium window'}. Click through the journey as a borrower would.`,
    `  A bad network on the next call: curl -X POST ${base}/api/__sandbox/faults -H 'content-type: application/json' -d '{"kind":"status","status":503}'`,
    `  Texted codes: ${base}/sandbox/outbox. Close the ${recorder.cdp ? 'page' : 'window'} (or press Ctrl-C here) to write the file.`,
  ].join('\n'));
  await new Promise<void>((resolve) => {
    recorder.page.on('close', () => resolve());
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  const recording = await recorder.stop();
  recordingLines(recording).forEach((line) => console.log(line));
  if (recording.problems.length) {
    console.log(`record: flows:check names ${recording.problems.length} problem(s) above: edit the file, then npm run replay -- ${name}`);
    return 1;
  }
  console.log(`record: replay it with npm run replay -- ${name}`);
  return 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error((error instanceof Error ? error.message : String(error)).split('\n')[0]);
  process.exit(1);
});
