import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { Markdown } from '../ui/Markdown';
import { viewButton } from './OfferLock/viewButton';
import { sessionMessage } from './SessionExpired/sessionMessage';

const currentAddress = (): { pathname: string; search: string } =>
  typeof window === 'undefined' ? { pathname: '', search: '' } : window.location;

// session_inactivity_expiration and session_absolute_expiration: 'Your session has timed out', plus ' due to
// inactivity' on the inactivity page, plus ' where you left off' when there is somewhere to continue (a saved
// link token), composed as sentences by the copy. With somewhere to continue, LOGIN TO CONTINUE sends `continue`;
// without, the prequal-link or payment-link text.
// Nothing shows while the session is being closed.
export default function SessionExpired({ view, copy, loan, deps, values, send, busy }: ScreenProps) {
  if (busy) return null;
  const { pathname, search } = currentAddress();
  const token = loan?.initToken || deps.tokens.getToken();
  const continuePath = token ? `/${token}` : null;
  const canContinue = continuePath !== null && continuePath !== '/';
  const inactivity = pathname.includes('inactivity') || view.id.includes('inactivity');
  const prequal = new URLSearchParams(search).get('prequal') === 'true';
  const login = viewButton(view, 'continue');
  const noPathText = (prequal ? copy.variants.prequalLink?.body : copy.variants.paymentLink?.body) ?? '';
  const message = sessionMessage(copy.labels, { inactivity, canContinue });
  return (
    <div className="session-expired">
      <p className="session-message">{message.timedOut}</p>
      {canContinue && login ? (
        <>
          {message.continueText ? <p className="session-continue">{message.continueText}</p> : null}
          <Button kind={login.kind ?? 'primary'} onClick={() => void send(login.event, login.input)}>{copy.buttons[login.id]}</Button>
        </>
      ) : (
        <div className="session-no-path"><Markdown text={noPathText} values={values} /></div>
      )}
    </div>
  );
}

/** The login button shows only with a continue path, so this component draws it itself. */
SessionExpired.owns = { buttons: true } as const;
