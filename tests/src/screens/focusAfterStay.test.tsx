// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../../../engine/Result';
import type { ApiResult } from '../../../engine/api/createApiClient';
import { catalog } from '../../../src/content/catalog';
import { loadLocale } from '../../../src/content/locale';
import { minimalPrequalBody, offer } from '../../engine/contract/sampleBodies';
import type { Call } from '../../support/fakeDeps';
import { loan } from '../../support/flows';
import { painted } from '../support/painted';
import { renderApp } from '../support/renderApp';
import { followBrowserFocus } from './support/browserFocus';

// Issue 48 (WCAG 2.4.3, 3.2, 4.1.3): an action that keeps the borrower on the screen leaves the focus on its outcome,
// never on the page's top: the field the lender found wrong, the page's error, the control pressed. A language
// switch keeps the focus on the switch and does not say the page's error again. In both languages; every text is
// read from content/ (the catalog in the language shown).

let unfollow = () => undefined as void;
beforeEach(() => { unfollow = followBrowserFocus(); });
afterEach(async () => {
  unfollow();
  cleanup();
  await loadLocale('en');
});

const LOCALES = ['en', 'es-US'] as const;
/** The text of the error an input is described by (its aria-describedby), '' when none. */
const describedError = (input: Element): string => (input.getAttribute('aria-describedby') ?? '').split(' ')
  .filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent ?? '').join('');
const pageAlert = () => document.querySelector<HTMLElement>('.page-error .alert');

/** Review and sign, reached by the status routing (ACCOUNT_LINKED), its plan o12; `sign` answers SIGN. */
function openReview(sign: () => ApiResult) {
  const state = loan({ status: 'ACCOUNT_LINKED', selectedLoanOfferId: 'o12' });
  return renderApp('/review_plan', (c: Call) => {
    if (c.method === 'GET' && c.path.endsWith('/offers')) return ok({ loanOfferDetailsList: [offer('o12', 12, { status: 'SELECTED' })] });
    if (c.method === 'GET') return ok(state);
    if (c.method === 'PATCH' && c.path.includes('/offers/o12')) return sign();
    return ok({});
  }, { token: 'tok123' });
}

/** Types the last 4, ticks the agreement and presses SIGN (a press focuses the button, as a browser's does). */
async function signWith(last4: string) {
  const { labels, buttons } = catalog.screens.review_plan!;
  const ssn4 = await screen.findByLabelText(labels.ssn4!);
  fireEvent.change(ssn4, { target: { value: `•••-••-${last4}` } });
  fireEvent.click(screen.getByRole('checkbox'));
  await painted();
  const sign = screen.getByRole('button', { name: buttons.sign });
  await waitFor(() => expect(sign.matches(':disabled') || sign.getAttribute('aria-disabled') === 'true').toBe(false));
  sign.focus();
  fireEvent.click(sign);
  return { ssn4, sign };
}

describe.each(LOCALES)('Review and sign, in %s: SIGN that ends on the screen', (locale) => {
  beforeEach(async () => { await loadLocale(locale); });

  it('a wrong SSN last 4 (9999): the focus goes to the SSN field, which reads its message', async () => {
    openReview(() => err({ kind: 'field', field: 'ssn4', code: 'ssn4DoesNotMatch', message: 'ssn4 does not match' }));
    const { ssn4 } = await signWith('9999');
    await waitFor(() => expect(describedError(ssn4)).toBe(catalog.errors.ssn4DoesNotMatch));
    await waitFor(() => expect(document.activeElement).toBe(ssn4));
  });

  it('a call that does not get through: the focus goes to the page error (its Try again just after it)', async () => {
    openReview(() => err({ kind: 'network', code: 'serverBusy', status: 503 }));
    await signWith('1234');
    await waitFor(() => expect(pageAlert()?.textContent).toBe(catalog.errors.serverBusy));
    await waitFor(() => expect(document.activeElement).toBe(pageAlert()));
    expect(pageAlert()?.getAttribute('role')).toBe('alert');
  });
});

describe('the language switch', () => {
  it('keeps the focus on the switch, now in the other language, and does not say the page error again; a new one is said', async () => {
    openReview(() => err({ kind: 'network', code: 'serverBusy', status: 503 }));
    await signWith('1234');
    await waitFor(() => expect(pageAlert()?.textContent).toBe(catalog.errors.serverBusy));
    await waitFor(() => expect(document.activeElement).toBe(pageAlert()));
    const english = catalog.errors.serverBusy;
    const switchButton = screen.getByRole('button', { name: catalog.site.languages['es-US'] });
    switchButton.focus();
    fireEvent.click(switchButton);
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'));
    // The same words as content/es-US gives them, on the same box, no longer a live region: not read out again.
    await waitFor(() => expect(pageAlert()?.textContent).toBe(catalog.errors.serverBusy));
    expect(catalog.errors.serverBusy).not.toBe(english);
    expect(pageAlert()?.getAttribute('role')).toBeNull();
    expect(pageAlert()?.closest('[aria-live], [role="alert"], [role="status"]')).toBeNull();
    // The switch kept the focus, and now offers English, named in English.
    const back = screen.getByRole('button', { name: catalog.site.languages.en });
    expect(document.activeElement).toBe(back);
    // A new error after the switch is announced (SIGN again: the form kept what was typed and ticked).
    const sign = screen.getByRole('button', { name: catalog.screens.review_plan!.buttons.sign });
    await waitFor(() => expect(sign.matches(':disabled') || sign.getAttribute('aria-disabled') === 'true').toBe(false));
    fireEvent.click(sign);
    await waitFor(() => expect(pageAlert()?.getAttribute('role')).toBe('alert'));
    expect(pageAlert()?.textContent).toBe(catalog.errors.serverBusy);
  });
});

/** A prequal body as the lender sends it: prequalified, plans of 3, 6 and 12 months (or those given). */
const offeredBody = (over: Record<string, unknown> = {}, plans = [offer('p3', 3), offer('p6', 6), offer('p12', 12)]) => ({
  ...minimalPrequalBody, signupId: 's1', prequalId: 'p1', status: 'OFFER_AVAILABLE', prequalStatus: 'PREQUALIFIED', maximumLoanAmount: 10000, requestedLoanAmount: 8000,
  selectedOfferId: 'p6', offer: { loanOfferDetailsList: plans }, ...over,
});

/** A prequalified borrower on their offers, reached through the link, the code and the status routing; `patch`
 * answers the offers' UPDATE and plan picks once the test lets it (`answer`), as a lender takes a moment: the screen
 * is busy meanwhile, as a borrower sees it. */
async function openOffers(patch: (body: Record<string, unknown>) => ApiResult) {
  let answer = () => undefined as void;
  const gate = new Promise<void>((resolve) => { answer = resolve; });
  renderApp('/s1/p1/c1', (c: Call) => {
    if (c.method === 'PATCH') return gate.then(() => patch(c.body as Record<string, unknown>)) as unknown as ApiResult;
    // The code checked: the prequal with its offers; before, it asks for the code.
    if (c.method === 'POST' && (c.body as Record<string, unknown> | undefined)?.authPin) return ok(offeredBody());
    return ok({ ...minimalPrequalBody, signupId: 's1', prequalId: 'p1' });
  });
  const link = catalog.screens.prequal_link!;
  fireEvent.change(await screen.findByLabelText(link.labels.phone!), { target: { value: '5551234567' } });
  await painted();
  fireEvent.click(screen.getByRole('button', { name: link.buttons.sendCode }));
  fireEvent.change(await screen.findByLabelText(catalog.screens.prequal_pin!.labels.pin!), { target: { value: '1234' } });
  const update = await screen.findByRole('button', { name: catalog.screens.prequal_offers!.buttons.update });
  // Arrived: the heading has the focus (ScreenRenderer), before the borrower goes on.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  /** Lets the lender answer once the screen shows the call running (UPDATE says it is busy). */
  const answerWhenBusy = async () => {
    await waitFor(() => expect(update.getAttribute('aria-busy')).toBe('true'));
    answer();
  };
  return { update, answerWhenBusy };
}
const planCard = (id: string) => document.querySelector<HTMLElement>(`[data-plan-id="${id}"]`);

describe.each(LOCALES)('the prequal offers, in %s', (locale) => {
  beforeEach(async () => { await loadLocale(locale); });

  it('UPDATE keeps the focus on UPDATE while the amount is sent and after', async () => {
    const { update, answerWhenBusy } = await openOffers((body) => ok(offeredBody({ requestedLoanAmount: body.requestedLoanAmount })));
    const amount = screen.getByLabelText(catalog.screens.prequal_offers!.labels.requestedLoanAmount!) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '9000' } });
    await painted();
    update.focus();
    fireEvent.click(update);
    await answerWhenBusy();
    await waitFor(() => expect(amount.value).toBe('9,000'));
    await waitFor(() => expect(document.activeElement).toBe(update));
  });

  it('picking a plan keeps the focus on the plan picked, now marked chosen', async () => {
    const { answerWhenBusy } = await openOffers((body) => ok(offeredBody({ selectedOfferId: body.selectedOfferId })));
    const twelve = planCard('p12')!;
    twelve.focus();
    fireEvent.click(twelve);
    await answerWhenBusy();
    await waitFor(() => expect(planCard('p12')?.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(planCard('p12')));
  });

  it('when the plans come back as new ones, the focus goes to the offers\' heading, never the page\'s top', async () => {
    const { answerWhenBusy } = await openOffers(() => ok(offeredBody({ selectedOfferId: 'n12' }, [offer('n6', 6), offer('n12', 12)])));
    const twelve = planCard('p12')!;
    twelve.focus();
    fireEvent.click(twelve);
    await answerWhenBusy();
    await waitFor(() => expect(planCard('n12')).not.toBeNull());
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
