import { describe, expect, it } from 'vitest';
import { routeState } from '../../../engine/flow/routeState';
import { transition } from '../../../engine/flow/transition';
import { handlerApplies } from '../../../engine/flow/handlerApplies';
import { TODAY, ask, prequal, prequalFlow } from '../../support/flows';
import type { Prequal } from '../../../engine/state/Prequal';
import { describeScreen } from '../../../engine/flow/describeScreen';
import { resolveVariant } from '../../../engine/content/resolveVariant';
import { interpolate } from '../../../engine/content/interpolate';
import { pipes } from '../../../engine/content/pipes';
import { catalog } from '../../../src/content/catalog';

const where = (over: Partial<Prequal>) => routeState(prequalFlow, prequal(over), { today: TODAY }).path;

describe('prequal routing (prequal document section 4)', () => {
  it.each<[string, Partial<Prequal>, string]>([
    ['phone first', { dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE', 'BORROWER_PROVIDED_AUTH_PIN', 'FIRST_NAME') }, '/prequal_phone'],
    ['then pin', { dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN', 'FIRST_NAME', 'ZIP') }, '/prequal_pin'],
    ['then personal data (name)', { dataInquiryList: ask('LAST_NAME', 'ADDRESS') }, '/prequal_entry'],
    ['then personal data (ssn4 alone)', { dataInquiryList: ask('SSN4') }, '/prequal_entry'],
    ['then personal data (income)', { dataInquiryList: ask('INCOME', 'BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE') }, '/prequal_entry'],
    ['then address (zip)', { dataInquiryList: ask('ZIP', 'BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE') }, '/prequal_address'],
    ['then address (city)', { dataInquiryList: ask('CITY') }, '/prequal_address'],
    ['then unfreeze', { dataInquiryList: ask('BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE'), status: 'OFFER_AVAILABLE' }, '/prequal_frozen'],
    ['canceled', { prequalStatus: 'CANCELED', status: 'OFFER_AVAILABLE' }, '/prequal_canceled'],
    ['EXPIRED -> offers', { status: 'EXPIRED' }, '/prequal_offers'],
    ['OFFER_AVAILABLE -> offers', { status: 'OFFER_AVAILABLE' }, '/prequal_offers'],
    ['CONDITIONAL_APPROVAL -> offers', { status: 'CONDITIONAL_APPROVAL' }, '/prequal_offers'],
    ['PENDING -> entry', { status: 'PENDING' }, '/prequal_entry'],
    ['DECLINED', { status: 'DECLINED' }, '/prequal_declined'],
    ['REJECTED', { status: 'REJECTED' }, '/prequal_declined'],
    ['a status no rule knows -> error', { status: 'SOMETHING_NEW' }, '/error'],
  ])('%s', (_n, over, path) => expect(where(over)).toBe(path));

  it('sends an empty patch on the entry page only with personal data, a parent and PENDING', () => {
    const applies = (over: Partial<Prequal>) => handlerApplies(prequalFlow, 'prequal_entry', 'load', prequal(over), { today: TODAY });
    expect(applies({ personalDataProvided: true, parentId: 'p0', status: 'PENDING' })).toBe(true);
    expect(applies({ personalDataProvided: true, parentId: null, status: 'PENDING' })).toBe(false);
    expect(applies({ personalDataProvided: false, parentId: 'p0', status: 'PENDING' })).toBe(false);
    expect(applies({ personalDataProvided: true, parentId: 'p0', status: 'OFFER_AVAILABLE' })).toBe(false);
  });

  it('reapplies automatically on expired offers and ignores selecting the selected offer', () => {
    const ctx = { today: TODAY, event: { offerId: 'o1' } };
    expect(handlerApplies(prequalFlow, 'prequal_offers', 'load', prequal({ status: 'EXPIRED' }), ctx)).toBe(true);
    expect(handlerApplies(prequalFlow, 'prequal_offers', 'load', prequal({ status: 'OFFER_AVAILABLE' }), ctx)).toBe(false);
    expect(handlerApplies(prequalFlow, 'prequal_offers', 'select', prequal({ status: 'OFFER_AVAILABLE', selectedOfferId: 'o1' }), ctx)).toBe(false);
    expect(handlerApplies(prequalFlow, 'prequal_offers', 'select', prequal({ status: 'EXPIRED' }), ctx)).toBe(false);
    expect(handlerApplies(prequalFlow, 'prequal_offers', 'select', prequal({ status: 'OFFER_AVAILABLE', selectedOfferId: 'o2' }), ctx)).toBe(true);
  });

  it("'Didn't get a code?' returns to phone entry; a missing session goes to the absolute page with prequal=true", () => {
    expect(transition(prequalFlow, 'prequal_pin', 'noCode', prequal(), { today: TODAY })?.path).toBe('/prequal_phone');
    const d = transition(prequalFlow, 'prequal_entry', 'submit', prequal(), { today: TODAY }, { kind: 'missingToken' });
    expect(d?.path).toBe('/session_absolute_expiration');
    expect(d?.query).toEqual({ prequal: 'true' });
  });
});

describe('prequal_canceled reads as a sentence with or without a merchant (issue 15)', () => {
  const body = (state: Prequal | null) => {
    const view = describeScreen(prequalFlow, 'prequal_canceled', state, { today: TODAY });
    const copy = resolveVariant(catalog.screens.prequal_canceled!, view?.variant ?? undefined);
    return interpolate(copy.body, { merchantName: state?.merchantName ?? undefined, email: 'help@example.test' }, pipes, { mode: 'text' });
  };

  it('names the merchant when the prequal has one', () => {
    expect(body(prequal({ merchantName: 'Bright Plumbing' }))).toContain('Bright Plumbing');
  });

  it.each([['no prequal loaded', null], ['a prequal without a merchant', prequal({ merchantName: null })]])('%s: no sentence with a hole where the merchant was', (_n, state) => {
    const text = body(state);
    expect(text).not.toMatch(/ {2,}| [.,?]|\b(Contact|or)\s+(or|email)\b/);
  });
});

// Prequal spec section 2: "If a prequal already exists it shows 'Welcome back!'", on the static signup page and on
// the signup link (with checksum) alike; both pages are the phone entry, so both read the same variant.
describe('a borrower back on a signup page is welcomed back', () => {
  const title = (screen: string, state: Prequal) => {
    const view = describeScreen(prequalFlow, screen, state, { today: TODAY });
    return resolveVariant(catalog.screens[screen]!, view?.variant ?? undefined).title;
  };

  it.each(['prequal_signup', 'prequal_link'])('%s says welcome back when a prequal already exists, and prequalify otherwise', (screen) => {
    const welcomeBack = catalog.screens[screen]!.variants.welcomeBack!.title;
    expect(title(screen, prequal({ prequalStatus: 'PREQUALIFIED' }))).toBe(welcomeBack);
    expect(title(screen, prequal({ prequalStatus: 'NOT_FOUND' }))).toBe(catalog.screens[screen]!.title);
    expect(catalog.screens[screen]!.title).not.toBe(welcomeBack);
  });
});
