// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SessionExpired from '../../../src/components/SessionExpired';
import { sessionMessage } from '../../../src/components/SessionExpired/sessionMessage';
import { catalog } from '../../../src/content/catalog';
import { makeDeps, makeLoan, makeProps } from './support/screenProps';

afterEach(() => { cleanup(); window.history.replaceState(null, '', '/'); });

const LOGIN = [{ id: 'login', event: 'continue', kind: 'primary' as const }];
const labels = catalog.screens.session_inactivity_expiration!.labels;

// Texts come from content/en/screens/session_*_expiration.md: a copy edit keeps these green.
const fill = (template: string, pieces: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_m, k: string) => pieces[k] ?? '').trim();
const timedOut = (inactivity: boolean) => fill(labels.sentence!, { timedOut: labels.timedOut!, dueToInactivity: inactivity ? labels.dueToInactivity! : '' });
const continueText = fill(labels.continueSentence!, { whereYouLeftOff: labels.whereYouLeftOff! });
// The spec's pieces joined as listed: not a sentence, and never on screen.
const brokenJoin = `${labels.dueToInactivity!}${labels.whereYouLeftOff!}`.trim();

describe('sessionMessage', () => {
  it.each([
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])('inactivity %s, continue %s: the pieces read as sentences', (inactivity, canContinue) => {
    const message = sessionMessage(labels, { inactivity, canContinue });
    expect(message.timedOut).toBe(timedOut(inactivity));
    expect(message.timedOut).toContain(labels.timedOut!);
    expect(message.timedOut.includes(labels.dueToInactivity!.trim())).toBe(inactivity);
    expect(message.continueText).toBe(canContinue ? continueText : null);
    if (canContinue) expect(message.continueText).toContain(labels.whereYouLeftOff!.trim());
    expect(`${message.timedOut} ${message.continueText ?? ''}`).not.toContain(brokenJoin);
  });
});

describe('SessionExpired', () => {
  it('with a saved token: inactivity wording and LOGIN TO CONTINUE, which sends continue', () => {
    const props = makeProps('session_inactivity_expiration', { buttons: LOGIN, deps: makeDeps('tok-9') });
    render(<SessionExpired {...props} />);
    expect(screen.getByText(timedOut(true))).toBeTruthy();
    expect(screen.getByText(continueText)).toBeTruthy();
    expect(document.body.textContent).not.toContain(brokenJoin);
    fireEvent.click(screen.getByRole('button', { name: props.copy.buttons.login }));
    expect(props.send).toHaveBeenCalledWith('continue', undefined);
  });

  it('uses the loaded loan\'s token when there is one', () => {
    const props = makeProps('session_absolute_expiration', { buttons: LOGIN, loan: makeLoan() });
    render(<SessionExpired {...props} />);
    expect(screen.getByText(timedOut(false))).toBeTruthy();
    expect(screen.getByText(continueText)).toBeTruthy();
    expect(screen.getByRole('button', { name: props.copy.buttons.login })).toBeTruthy();
  });

  it('without a token: no button, the payment-link text', () => {
    render(<SessionExpired {...makeProps('session_absolute_expiration', { buttons: LOGIN })} />);
    expect(screen.getByText(timedOut(false))).toBeTruthy();
    expect(screen.queryByText(continueText)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(catalog.screens.session_absolute_expiration!.variants.paymentLink!.body!)).toBeTruthy();
  });

  it('without a token and prequal=true: the prequal-link text', () => {
    window.history.replaceState(null, '', '/session_absolute_expiration?prequal=true');
    render(<SessionExpired {...makeProps('session_absolute_expiration', { buttons: LOGIN })} />);
    expect(screen.getByText(catalog.screens.session_absolute_expiration!.variants.prequalLink!.body!)).toBeTruthy();
  });

  it('shows nothing while loading', () => {
    const { container } = render(<SessionExpired {...makeProps('session_inactivity_expiration', { buttons: LOGIN, busy: true })} />);
    expect(container.textContent).toBe('');
  });
});
