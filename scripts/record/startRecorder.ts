import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { faultStepOf, type QueuedFault } from '../../e2e/replay/faultRequest';
import { formatProblem } from '../../engine/Problem';
import { FIXTURES_DIR, loadFixtures, tokenOf } from '../../sandbox/server/fixtures/loadFixtures';
import { CHROMIUM_ARGS, findChromium } from '../lib/findChromium';
import { root } from '../lib/root';
import { startReplaySandbox, type ReplaySandbox } from '../replay/replaySandbox';
import { fixtureNameProblem } from './fixtureName';
import { JourneyRecorder } from './journeyRecorder';
import { linkOrigin } from './linkOrigin';
import { pageEars } from './pageEars';
import { recorderScript, type PageReport, type SeenScreen } from './recorderScript';
import { freshLink, writeRecording, type Origin, type Recording } from './writeRecording';

export type { Origin, Recording } from './writeRecording';

export interface RecorderOptions {
  /** The new fixture's name: fixtures/<name>.yaml. */
  name: string;
  /** The fixture whose scenario the journey starts from; absent: the first demo link QA opens in the window. */
  from?: string;
  /** The browser's language (default: the source fixture's, else en-US); a Spanish recording writes Spanish labels. */
  locale?: string;
  /**
   * A browser to record in (a test's); else Chromium is launched, in a window unless `headless`. Headless, its
   * DevTools endpoint is open on 127.0.0.1 (`cdp`) so that a script drives the recorded page over
   * chromium.connectOverCDP, as QA's hands would.
   */
  browser?: Browser;
  headless?: boolean;
  /** Where the file is written (default fixtures/). */
  dir?: string;
  /** The built app the recorder's sandbox serves (default dist/). */
  distDir?: string;
}

export interface Recorder {
  page: Page;
  /** Headless and launched here: the endpoint a script connects to (chromium.connectOverCDP) to drive the page. */
  cdp?: string;
  sandbox: ReplaySandbox;
  /** The demo links QA may open when no fixture was given. */
  links: { name: string; url: string }[];
  /** Resolves once the journey's link is known and open (at once with `from`). */
  started: Promise<Origin>;
  /** The last screen the page showed (heard every 300 ms): where the journey ends if QA closes the window. */
  screen: () => SeenScreen | null;
  /** Ends the recording: writes fixtures/<name>.yaml, checks it, closes the browser (if launched) and the sandbox. */
  stop: () => Promise<Recording>;
}

/** The screen the page shows now, as the recorder's page script reads it. */
const readScreen = (page: Page): Promise<SeenScreen | null> => page.evaluate(() => ({
  path: location.pathname,
  heading: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  dialog: (document.querySelector('dialog[open] h2, dialog[open] h1, [role="dialog"] h2, [role="dialog"] h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
})).catch(() => null);

// npm run record's engine: a sandbox of its own (every fixture's demo link made, as npm start does), a Chromium page
// whose every frame reports what QA does (scripts/record/recorderScript.ts), and the sandbox telling it of each
// fault queued; what QA does becomes the steps of a new fixture (journeyRecorder.ts) whose scenario is the link's
// (the demo link's fixture, or the scenario the control API made the link from), so it replays from a fresh sandbox.
export async function startRecorder(options: RecorderOptions): Promise<Recorder> {
  const dir = options.dir ?? FIXTURES_DIR;
  const fixtures = loadFixtures();
  const badName = fixtureNameProblem(options.name, dir, fixtures);
  if (badName) throw new Error(`record: ${badName}`);
  const source = options.from === undefined ? undefined : fixtures.find((f) => f.name === options.from);
  if (options.from !== undefined && !source) throw new Error(`record: no fixture named ${options.from} (have: ${fixtures.map((f) => f.name).join(', ')})`);

  let recorder: JourneyRecorder | null = null;
  let begun = false;
  let queue = Promise.resolve();
  // The page is opened once the sandbox runs; a fault queued meanwhile has no screen yet.
  const shown: { page?: Page } = {};
  const later = (work: () => Promise<void> | void) => {
    queue = queue.then(work).catch((e: Error) => console.error(`record: ${e.message}`));
  };
  const sandbox = await startReplaySandbox(fixtures, {
    seed: true,
    ...(options.distDir ? { distDir: options.distDir } : {}),
    onFault: (fault) => later(async () => {
      const screen = shown.page ? await readScreen(shown.page) : null;
      if (recorder && screen) recorder.fault(faultStepOf(fault as QueuedFault), screen);
    }),
  });
  const links = fixtures.map((f) => ({ name: f.name, url: `${sandbox.baseUrl}/${encodeURIComponent(tokenOf(f))}${f.kind === 'prequal' ? '/prequalify' : ''}` }));
  const locale = options.locale ?? source?.locale ?? 'en-US';
  const viewport = { width: 360, height: 740 };
  let browser: Browser | undefined = options.browser;
  let context: BrowserContext;
  let cdp: string | undefined;
  let profile: string | undefined;
  if (!options.browser && options.headless) {
    // The browser's own context is the one a DevTools client sees (chromium.connectOverCDP lists no other), so the
    // headless recorder records in it: a profile of its own, thrown away at the end.
    profile = mkdtempSync(join(tmpdir(), 'record-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(), headless: true, handleSIGINT: false, handleSIGTERM: false, viewport, locale,
      args: [...CHROMIUM_ARGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0'],
    });
    cdp = `http://127.0.0.1:${await devToolsPort(profile)}`;
  } else {
    // Launched here only when not headless, in a window. Ctrl-C is the recorder's to handle: it reads the last
    // screen, then closes the browser itself.
    browser ??= await chromium.launch({
      executablePath: findChromium(), headless: false, handleSIGINT: false, handleSIGTERM: false, args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
    });
    context = await browser.newContext({ viewport, locale });
  }
  // An act in a frame happened on the top page's screen as last seen (read now, it may be the next screen already).
  const ears = pageEars(sandbox.control, () => recorder, async () => (shown.page ? readScreen(shown.page) : null));
  await context.exposeBinding('__recordEvent', (_source, report: PageReport) => later(() => ears.hear(report)));
  // tsx (npm run record) keeps function names with esbuild's __name(fn, name) helper, which a function sent to the
  // page carries along: the page gets a __name that does nothing, before the recorder's script.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || function (target) { return target; };' });
  await context.addInitScript(recorderScript);
  const openPage = context.pages()[0] ?? await context.newPage();
  shown.page = openPage;
  // Without a fixture, the window opens on the sandbox's outbox page and QA opens a demo link from the terminal.
  if (!source) await openPage.goto(`${sandbox.baseUrl}/sandbox/outbox`).catch(() => undefined);

  // The journey begins at a link: the given fixture's (a fresh one), or the first link QA opens in the window, a
  // fixture's demo link or one the control API made from a scenario, started over so the replay's fresh link matches.
  const begin = async (origin: Origin): Promise<Origin> => {
    const link = await freshLink(sandbox.control, origin);
    recorder = new JourneyRecorder(link.token);
    begun = true;
    await openPage.goto(`${sandbox.baseUrl}${link.path}`);
    return { ...origin, token: link.token };
  };
  const started = source ? begin({ fixture: source, token: source.kind === 'prequal' ? tokenOf(source) : '' }) : new Promise<Origin>((resolve) => {
    const onNavigate = (frame: Frame) => {
      if (frame !== openPage.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.origin !== sandbox.baseUrl) return;
      const origin = linkOrigin(url.pathname, fixtures, sandbox.scenarioOf);
      if (!origin) return;
      openPage.off('framenavigated', onNavigate);
      resolve(begin(origin));
    };
    openPage.on('framenavigated', onNavigate);
  });

  const close = async () => {
    await context.close().catch(() => undefined);
    if (!options.browser) await browser?.close().catch(() => undefined);
    if (profile) rmSync(profile, { recursive: true, force: true });
    await sandbox.close();
  };
  const stop = async (): Promise<Recording> => {
    if (!begun) {
      await close();
      throw new Error('record: no link was opened in the window, so there is no journey to write');
    }
    const origin = await started;
    await queue;
    // The screen now, or (QA closed the window) the last one the page showed.
    const screen = (openPage.isClosed() ? null : await readScreen(openPage)) ?? ears.lastScreen();
    await queue;
    const recording = writeRecording({
      name: options.name, dir, journey: recorder as unknown as JourneyRecorder, screen, origin, locale, fixtures,
      scenarioOf: sandbox.scenarioOf, tool: 'npm run record',
    });
    await close();
    return recording;
  };
  return { page: openPage, ...(cdp ? { cdp } : {}), sandbox, links, started, screen: () => ears.lastScreen(), stop };
}

/** The port Chromium opened its DevTools on (it writes it in its profile once listening). */
async function devToolsPort(profile: string): Promise<number> {
  const file = join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 100; i++) {
    const port = existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('record: Chromium opened no DevTools port to drive the page by');
}

/** The report of a recording: the file, then each flows:check problem as file:line:column: sentence. */
export const recordingLines = (recording: Recording): string[] => [
  `record: wrote ${relative(root, recording.file)} (${(recording.text.match(/^ {2}- /gm) ?? []).length} steps)`,
  ...recording.problems.map(formatProblem),
];
