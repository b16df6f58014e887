// The real copy in content/en: every file product edits must load, every screen the flows name must have copy,
// the spec's exact texts must be there, and no copy may carry raw HTML.
import { readdirSync, readFileSync } from 'node:fs';
import { pipes } from '../../../engine/content/pipes';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../engine/content/loadCatalog';
import { parseSite } from '../../../engine/content/parseSite';
import { pipesOf } from '../../../engine/content/interpolate';
import { resolveVariant } from '../../../engine/content/resolveVariant';
import type { ScreenCopy } from '../../../engine/content/ScreenCopy';
import { borrowerFlow, prequalFlow } from '../../support/flows';

const CONTENT = new URL('../../../content/en/', import.meta.url);

function readFolder(folder: string): Record<string, string> {
  const url = new URL(`${folder}/`, CONTENT);
  return Object.fromEntries(readdirSync(url).map((name) => [`content/en/${folder}/${name}`, readFileSync(new URL(name, url), 'utf8')]));
}

function load(folder: string): Record<string, ScreenCopy> {
  const result = loadCatalog(readFolder(folder));
  if (!result.ok) throw new Error(result.error.join('\n'));
  return result.value;
}

const screens = load('screens');
const modals = load('modals');

/** Every text of a copy file: title, subtitle, buttons, labels, body, and the same for each variant. */
function textsOf(copy: ScreenCopy): string[] {
  const variants = Object.values(copy.variants).flatMap((v) => [v.title, v.documentTitle, v.subtitle, v.body, ...Object.values(v.buttons ?? {}), ...Object.values(v.labels ?? {})]);
  return [copy.title, copy.documentTitle, copy.subtitle, copy.body, ...Object.values(copy.buttons), ...Object.values(copy.labels), ...variants]
    .filter((text): text is string => text !== undefined);
}

// The screens and modals the flows use (flows/*.yaml), read from the flows so that a screen product removes from a
// flow needs no test edit.
const flowScreens = [borrowerFlow, prequalFlow].flatMap((flow) => Object.entries(flow.screens));
const SCREEN_IDS = [...new Set(flowScreens.map(([id]) => id))];
const MODAL_IDS = [...new Set(flowScreens.flatMap(([, screen]) => screen.modals ?? []))];

describe('content/en copy', () => {
  it('has a screen file for every screen id the flows use', () => {
    expect(SCREEN_IDS.length).toBeGreaterThan(0);
    expect(SCREEN_IDS.filter((id) => screens[id] === undefined)).toEqual([]);
  });

  it('has a modal file for every modal, each with a close button', () => {
    expect(MODAL_IDS.filter((id) => modals[id] === undefined)).toEqual([]);
    expect(Object.entries(modals).filter(([, copy]) => !copy.buttons.close).map(([id]) => id)).toEqual([]);
  });

  it('carries no raw HTML anywhere: product copy is Markdown only', () => {
    const withHtml = Object.entries({ ...prefixed('screens', screens), ...prefixed('modals', modals) })
      .flatMap(([id, copy]) => textsOf(copy).filter((text) => /<\/?[A-Za-z!][^>]*>/.test(text)).map((text) => `${id}: ${text.slice(0, 60)}`));
    expect(withHtml).toEqual([]);
  });

  it('uses only the pipes engine/content/pipes.ts provides', () => {
    const known = Object.keys(pipes);
    const unknown = Object.entries({ ...prefixed('screens', screens), ...prefixed('modals', modals) })
      .flatMap(([id, copy]) => textsOf(copy).flatMap(pipesOf).filter((pipe) => !known.includes(pipe)).map((pipe) => `${id}: ${pipe}`));
    expect(unknown).toEqual([]);
  });

  it('links only to pages that exist', () => {
    const links = Object.values({ ...screens, ...modals }).flatMap((copy) => textsOf(copy).flatMap((text) => [...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1] ?? '')));
    expect(links.filter((href) => !(href.startsWith('/') && screens[href.slice(1)] !== undefined))).toEqual([]);
  });

  it.each([
    ['offer_lock', undefined, "Let's lock in your offer", 'CONTINUE WITH OFFER'],
    ['autopay_confirm', undefined, 'Automate Payments', 'AUTOMATE PAYMENTS'],
    ['plaid_error', 'required', 'Something went wrong', "We're having trouble verifying your bank information. Let's try again"],
    ['plaid_error', 'optional', 'Something went wrong', "We're having trouble verifying your bank information. Let's try again or you can skip to continue."],
    ['moreinfo', 'submitted', 'Verify identity', "The verification process can take up to one business day, and you will receive a notification when it's done."],
    ['moreinfo', 'failed', 'Verify identity', "We couldn't verify your identity. For further assistance, contact {email|mailto}."],
    ['purchase_confirm_future', undefined, "No problem! We'll contact you later for a final confirmation", ''],
    ['purchase_confirm_reminder', 'withDate', "Great! We'll send you a reminder to come back", ''],
    ['email_confirm', undefined, 'Confirm your email', 'CONFIRM EMAIL'],
    ['purchase_complete', undefined, 'Loan Confirmed', ''],
    ['purchase_refunded', undefined, 'Loan refunded', ''],
    ['rejected', 'unsupportedState', '', 'Our services are not yet available in your state'],
    ['rejected', 'underMinimumAge', '', 'You are below the legal age for our service'],
    ['rejected', 'generic', '', 'You are not eligible for this product'],
    ['error', 'generic', '', 'Sorry, something went wrong! Please try again later.'],
    ['error', 'thirdPartyCookies', '', 'Sorry, something went wrong! Please unblock third-party cookies on your browser and try again.'],
    ['account_locked', undefined, '', "You've reached the maximum number of failed login attempts, so your account is temporarily locked. Please try again in an hour."],
    ['session_inactivity_expiration', 'prequalLink', '', 'Please use your prequal link to log in.'],
    ['session_absolute_expiration', 'paymentLink', '', 'Please use your payment link to log in.'],
    ['session_absolute_expiration', undefined, '', 'LOGIN TO CONTINUE'],
    ['dashboard', undefined, 'Welcome back, {firstName}!', 'Start a new loan for {amount|currency}'],
    ['calculator', undefined, '', 'Interested? To apply, contact a business offering financing'],
    ['calculator', undefined, '', 'No tricks: no origination fees, prepayment fees, or late fees'],
    ['calculator', undefined, '', 'All loans are subject to credit approval'],
    ['terms', undefined, 'General Terms of Service', 'Last updated Dec 9, 2020'],
    ['privacy', undefined, 'Privacy Policy', 'Last modified June 29, 2022'],
    ['prequal_signup', undefined, 'Prequalify instantly!', "Checking won't affect your credit score"],
    ['prequal_signup', 'welcomeBack', 'Welcome back!', 'SEND CODE'],
    ['prequal_phone', undefined, "Let's try verifying your phone number again", ''],
    ['prequal_pin', 'anonymous', 'We just texted you', "Didn't get a code?"],
    ['prequal_pin', 'named', 'Hi {firstName}, we just texted you', 'Not {firstName}?'],
    ['prequal_address', undefined, '', 'checking...'],
    ['prequal_offers', undefined, "You're prequalified for up to {max|currency}", 'UPDATE'],
    ['prequal_back', undefined, '', 'You are already prequalified. Continue to see your loan offers.'],
    ['prequal_canceled', undefined, 'Unable to complete your prequalification', ''],
  ])('%s (%s) shows the spec wording', (id, variant, title, text) => {
    // A screen product has taken out of the flows (an optional step) no longer owes the spec's words.
    if (!SCREEN_IDS.includes(id)) return;
    const copy = screens[id];
    expect(copy).toBeDefined();
    if (copy === undefined) return;
    const resolved = resolveVariant(copy, variant);
    if (variant !== undefined) expect(Object.keys(copy.variants)).toContain(variant);
    if (title !== '') expect(resolved.title).toBe(title);
    if (text !== '') expect(textsOf({ ...resolved, variants: {} }).some((t) => t.includes(text))).toBe(true);
  });

  it('has the status names, session parts and APR options as labels', () => {
    expect(screens.dashboard?.labels).toMatchObject({ loanApproved: 'Loan Approved', documentsSigned: 'Documents Signed', loanConfirmed: 'Loan Confirmed', needToReapply: 'Need to reapply?' });
    expect(screens.session_inactivity_expiration?.labels).toMatchObject({ timedOut: 'Your session has timed out', dueToInactivity: ' due to inactivity', whereYouLeftOff: ' where you left off' });
    expect(screens.calculator?.labels).toMatchObject({ aprLowest: 'Lowest', apr10: '10%', apr15: '15%', apr20: '20%', apr25: '25%' });
    expect(modals.truthInLending?.labels).toMatchObject({ copySent: 'Copy Sent!', sendOther: 'Send other copy?' });
    expect(modals.linkingYourBank?.title).toBe('Linking Your Bank');
    expect(modals.learnMoreBank?.title).toBe('Verifying your info');
    expect(modals.learnMoreLock?.title).toBe('Paying with financing');
  });

  it('has every shared piece in site.yaml', () => {
    const result = parseSite('content/en/site.yaml', readFileSync(new URL('site.yaml', CONTENT), 'utf8'));
    if (!result.ok) throw new Error(result.error);
    expect(result.value.loading).toMatchObject({ default: 'Wait a moment please...', checkingOptions: "We're checking your options" });
    expect(result.value.loading.checkingOptionsHint).toBeTruthy();
    expect(result.value.header).toEqual({ back: 'Back', close: 'Close' });
    expect(result.value.plan).toEqual({ interestFree: 'INTEREST FREE', selected: 'SELECTED', aprSuffix: '% APR', months: 'months' });
  });
});

function prefixed(folder: string, copies: Record<string, ScreenCopy>): Record<string, ScreenCopy> {
  return Object.fromEntries(Object.entries(copies).map(([id, copy]) => [`${folder}/${id}`, copy]));
}
