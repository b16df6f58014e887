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

describe('sessionMessage', () => {
  it.each([
    [false, false, 'Your session has timed out'],
    [true, false, 'Your session has timed out due to inactivity'],
    [false, true, 'Your session has timed out where you left off'],
    [true, true, 'Your session has timed out due to inactivity where you left off'],
  ])('inactivity %s, continue %s: %s', (inactivity, canContinue, text) => {
    expect(sessionMessage(labels, { inactivity, canContinue })).toBe(text);
  });
});

describe('SessionExpired', () => {
  it('with a saved token: inactivity wording and LOGIN TO CONTINUE, which sends continue', () => {
    const props = makeProps('session_inactivity_expiration', { buttons: LOGIN, deps: makeDeps('tok-9') });
    render(<SessionExpired {...props} />);
    expect(screen.getByText('Your session has timed out due to inactivity where you left off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN TO CONTINUE' }));
    expect(props.send).toHaveBeenCalledWith('continue', undefined);
  });

  it('uses the loaded loan\'s token when there is one', () => {
    render(<SessionExpired {...makeProps('session_absolute_expiration', { buttons: LOGIN, loan: makeLoan() })} />);
    expect(screen.getByText('Your session has timed out where you left off')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'LOGIN TO CONTINUE' })).toBeTruthy();
  });

  it('without a token: no button, the payment-link text', () => {
    render(<SessionExpired {...makeProps('session_absolute_expiration', { buttons: LOGIN })} />);
    expect(screen.getByText('Your session has timed out')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Please use your payment link to log in.')).toBeTruthy();
  });

  it('without a token and prequal=true: the prequal-link text', () => {
    window.history.replaceState(null, '', '/session_absolute_expiration?prequal=true');
    render(<SessionExpired {...makeProps('session_absolute_expiration', { buttons: LOGIN })} />);
    expect(screen.getByText('Please use your prequal link to log in.')).toBeTruthy();
  });

  it('shows nothing while loading', () => {
    const { container } = render(<SessionExpired {...makeProps('session_inactivity_expiration', { buttons: LOGIN, busy: true })} />);
    expect(container.textContent).toBe('');
  });
});
