import type { Page } from 'playwright-core';
import { accessibilityAuditor } from '../../e2e/replay/auditAccessibility';
import { englishDetector } from '../../e2e/replay/englishOnScreen';
import type { ReplayContext } from '../../e2e/replay/runSteps';
import { chooseLocale } from '../../engine/content/chooseLocale';
import type { Scenario } from '../../sandbox/domain/types';
import { buildServer, DEFAULT_DIST_DIR } from '../../sandbox/server/buildServer';
import type { Fault } from '../../sandbox/server/faults/Fault';
import type { Fixture } from '../../sandbox/server/fixtures/Fixture';
import { seedFixtures } from '../../sandbox/server/fixtures/seedFixtures';
import { root } from '../lib/root';
import { sandboxControl } from '../lib/sandboxControl';
import { contentLocales } from '../vite/localeCatalogs';

/** A replay's own sandbox lender: in memory, on a port of its own, serving the built app. */
export interface ReplaySandbox {
  baseUrl: string;
  control: ReplayContext['control'];
  /** Holds a screen to WCAG 2.2 A and AA with axe-core (each distinct screen once per sandbox). */
  audit: (page: Page) => Promise<string[]>;
  /** The link the next screens belong to (its token reads {token} in the audit's screen names). */
  showing: (token: string) => void;
  /** For a replay in another language: what finds English on its screens; none for an English replay. */
  english: (locale: string | undefined) => ((page: Page) => Promise<string[]>) | undefined;
  /** The analytics events the app sent since the last call (every one once). */
  newEvents: () => Promise<unknown[]>;
  /** The scenario a link of this sandbox was made from (a demo link's fixture, or a control API scenario). */
  scenarioOf: (token: string) => Scenario | undefined;
  close: () => Promise<void>;
}

export interface ReplaySandboxOptions {
  /** The built app (default dist/, or REPLAY_OUT_DIR where the replay's build went). */
  distDir?: string;
  /** Make every fixture's demo link, as npm start does (the recorder's QA opens one). */
  seed?: boolean;
  /** Told of each fault queued through the control API. */
  onFault?: (fault: Fault) => void;
}

// Starts a sandbox for one worker of the replays (or for the recorder): every fixture known to its control API, the
// control API on, nothing printed, the app from dist/ (or REPLAY_OUT_DIR, where the replay's build went).
export async function startReplaySandbox(fixtures: readonly Fixture[], options: ReplaySandboxOptions = {}): Promise<ReplaySandbox> {
  const distDir = options.distDir ?? process.env.REPLAY_OUT_DIR ?? DEFAULT_DIST_DIR;
  const sandbox = await buildServer({ dbPath: ':memory:', fixtures, distDir, control: true, print: () => undefined, ...(options.onFault ? { onFault: options.onFault } : {}) });
  if (options.seed) seedFixtures(sandbox.repo, fixtures, sandbox.clock.now());
  const baseUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const control: ReplaySandbox['control'] = sandboxControl(baseUrl);
  let token = '';
  const audit = accessibilityAuditor(() => token, baseUrl);
  const locales = contentLocales(root);
  const detectors = new Map<string, (page: Page) => Promise<string[]>>();
  const seenEvents = new Set<string>();
  return {
    baseUrl,
    control,
    audit,
    showing: (t) => void (token = t),
    english: (browser) => {
      // The copy a fixture's browser language gets, as the app chooses it; English needs no detector.
      const locale = chooseLocale([browser ?? 'en-US'], locales, null);
      if (locale === 'en') return undefined;
      if (!detectors.has(locale)) detectors.set(locale, englishDetector(root, locale));
      return detectors.get(locale);
    },
    newEvents: async () => {
      const all = ((await control('GET', '/api/__sandbox/analytics')) as { events?: unknown[] }).events ?? [];
      // The sink prunes by the sandbox's clock (which replays move), so events are told apart by content, not position.
      const fresh = all.filter((e) => !seenEvents.has(JSON.stringify(e)));
      fresh.forEach((e) => seenEvents.add(JSON.stringify(e)));
      return fresh;
    },
    scenarioOf: (t) => sandbox.repo.loans.byToken(t)?.scenario,
    close: () => sandbox.app.close(),
  };
}
