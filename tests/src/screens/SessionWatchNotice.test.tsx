// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ok } from '../../../engine/Result';
import { resolveVariant } from '../../../engine/content/resolveVariant';
import { SESSION_LIMITS } from '../../../engine/session/sessionConstants';
import { catalog } from '../../../src/content/catalog';
import { loadLocale } from '../../../src/content/locale';
import { SessionEndingNotice } from '../../../src/screens/SessionEndingNotice';
import { borrowerFlow, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

// jsdom has <dialog> but not its close(), which the idle dialog calls when the session ends.
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.removeAttribute('open'); };

// WCAG 2.2.1 beside the spec's one-hour limit (borrower section 9, prequal section 9): activity does not extend it,
// so two minutes before it a notice above the screen says when the session ends, what is kept and how to go on, in
// the page's language, in an alert region that does not take the focus; the session still ends at one hour. The
// clock is the runtime's (deps.now); the watch's 10 s check is the interval it set up, called by hand once the clock
// has moved (as in SessionWatch.test.tsx), so nothing here waits on real time.
const PATIENCE = { timeout: 10_000 };
const WARN_AT = SESSION_LIMITS.ABSOLUTE_MS - SESSION_LIMITS.ABSOLUTE_WARN_BEFORE_MS;
const ACTIVE_EVERY = 20 * 60_000;
let intervals: MockInstance<typeof window.setInterval>;
beforeEach(async () => {
  intervals = vi.spyOn(window, 'setInterval');
  await loadLocale('en');
});
afterEach(async () => {
  cleanup();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  intervals.mockRestore();
  await loadLocale('en');
});

/** A borrower on the offers page of a loaded application, with a clock the test sets (ms since the session began). */
async function onOffers() {
  const app = renderApp('/choose_plan', (c) => ok(c.method === 'GET' ? loan({ status: 'OFFER_AVAILABLE' }) : {}), { token: 'tok123' });
  await screen.findByRole('heading', { level: 1 }, PATIENCE);
  expect(app.where.path).toBe('/choose_plan');
  const startedAt = app.runtime.session.getSession()!.startedAt;
  const clock = { now: app.runtime.deps.now() };
  app.runtime.deps.now = () => clock.now;
  /** Sets the clock to `ms` after the session began and runs the watch's check once, as its 10 s interval would. */
  const at = async (ms: number) => {
    const checks = intervals.mock.calls.filter(([, every]) => every === SESSION_LIMITS.CHECK_EVERY_MS);
    expect(checks.length).toBeGreaterThan(0);
    const check = checks.at(-1)![0] as () => void;
    clock.now = startedAt + ms;
    await act(async () => check());
  };
  /** An active borrower: a key pressed every 20 min up to `ms` (the idle limit, 30 min, never reached), then the clock at `ms`. */
  const activeUntil = async (ms: number) => {
    for (let t = ACTIVE_EVERY; t < ms; t += ACTIVE_EVERY) {
      await at(t);
      fireEvent.keyDown(document.body, { key: 'Shift' });
    }
    await at(ms);
  };
  return { app, at: activeUntil, endsAt: startedAt + SESSION_LIMITS.ABSOLUTE_MS };
}

/** The notice's place above the screen. */
const noticePlace = () => document.querySelector<HTMLElement>('.session-ending');
/** The notice, which must be an alert (announced as it appears). */
const alertRegion = () => within(noticePlace()!).getByRole('alert');

/** The words the notice must show, from content/<locale>/modals/sessionEnding.md, and the end as that locale writes a time. */
function expectedWords(endsAt: number, variant?: string) {
  const copy = resolveVariant(catalog.modals.sessionEnding!, variant);
  const paragraphs = copy.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const time = new Intl.DateTimeFormat(catalog.locale === 'en' ? 'en-US' : catalog.locale, { hour: 'numeric', minute: '2-digit' }).format(endsAt);
  return { copy, paragraphs, time };
}

function expectNoticeWords(region: HTMLElement, endsAt: number, variant?: string) {
  const { copy, paragraphs, time } = expectedWords(endsAt, variant);
  const text = region.textContent ?? '';
  expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(copy.title);
  expect(text).toContain(`${copy.labels.endsAt} ${time}`);
  for (const p of paragraphs) expect(text).toContain(p);
  expect(text).toContain(copy.labels.continue);
  expect(within(region).getByRole('button').textContent).toBe(copy.buttons.close);
}

describe('SessionWatch: the one-hour limit is announced two minutes ahead (WCAG 2.2.1)', () => {
  it('says nothing before 58 min; at 58 min tells, in the alert region and without taking the focus, when the session ends, what is kept and how to go on', async () => {
    const { app, at, endsAt } = await onOffers();
    const heading = screen.getByRole('heading', { level: 1 });
    heading.focus();
    // jsdom lays nothing out: what is checked is that the control in use is asked back into view as the notice
    // pushes the screen down.
    const scrolled: Element[] = [];
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) { scrolled.push(this); };
    await at(WARN_AT - 1);
    expect(noticePlace()?.textContent).toBe('');

    await at(WARN_AT);
    expectNoticeWords(alertRegion(), endsAt);
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toEqual([heading]);
    expect(app.where.path).toBe('/choose_plan');
  });

  it('keeps the limit: activity does not move it, and the session still ends at 1 h on the absolute expiration page, the link token kept', async () => {
    const { app, at } = await onOffers();
    await at(WARN_AT);
    expect(alertRegion().textContent).not.toBe('');
    fireEvent.keyDown(document.body, { key: 'a' });
    await at(SESSION_LIMITS.ABSOLUTE_MS - 1);
    expect(app.where.path).toBe('/choose_plan');

    await at(SESSION_LIMITS.ABSOLUTE_MS);
    await waitFor(() => expect(app.where.path).toBe(borrowerFlow.screens[borrowerFlow.session.absolute]!.path), PATIENCE);
    expect(app.runtime.deps.tokens.getToken()).toBe('tok123');
    expect(noticePlace()?.textContent ?? '').toBe('');
  });

  it('is in Spanish on a Spanish page: the words of content/es-US and the time as Spanish writes it', async () => {
    await loadLocale('es-US');
    expect(document.documentElement.lang).toBe('es-US');
    const { at, endsAt } = await onOffers();
    await at(WARN_AT);
    expectNoticeWords(alertRegion(), endsAt);
    expect(catalog.locale).toBe('es-US');
  });

  it('hides on its button, the focus going to the screen heading, and the session still ends at 1 h', async () => {
    const { app, at } = await onOffers();
    await at(WARN_AT);
    fireEvent.click(within(alertRegion()).getByRole('button'));
    expect(noticePlace()?.textContent).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await at(SESSION_LIMITS.ABSOLUTE_MS);
    await waitFor(() => expect(app.where.path).toBe(borrowerFlow.screens[borrowerFlow.session.absolute]!.path), PATIENCE);
  });

  it('tells a prequal borrower to open the prequal link again (the prequal journey keeps no payment link)', () => {
    const endsAt = Date.UTC(2026, 10, 21, 15, 15);
    render(<SessionEndingNotice endsAt={endsAt} prequal onDismiss={() => undefined} />);
    expectNoticeWords(alertRegion(), endsAt, 'prequalLink');
    expect(catalog.modals.sessionEnding!.variants.prequalLink?.labels?.continue).not.toBe(catalog.modals.sessionEnding!.labels.continue);
  });
});
