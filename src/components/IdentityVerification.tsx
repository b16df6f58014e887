import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { resolveVariant } from '../../engine/content/resolveVariant';
import { queries } from '../../engine/queries/queries';
import { identityVariant } from '../integrations/identity/identityVariant';
import { launchIdentityFlow } from '../integrations/identity/launchIdentityFlow';
import { readInquiry, type IdentityInquiry } from '../integrations/identity/readInquiry';
import type { ScreenProps } from './ScreenProps';
import { atoms } from '../state/atoms';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';
import { Markdown } from '../ui/Markdown';

type Phase = 'loading' | 'idle' | 'launching' | 'open' | 'finishing';

/** How long the provider's flow may take to show before the screen gives up and says so. */
export const IDENTITY_OPEN_TIMEOUT_MS = 30_000;

// Verify identity (moreinfo): reads the identity inquiry, opens the provider's flow on VERIFY NOW, and when the
// borrower completes, fails or leaves it sends `finished` (the flow waits 500 ms and reloads) and reads the
// inquiry again. The wording (ready, submitted, failed) follows the inquiry, which is not a loan fact.
export default function IdentityVerification(props: ScreenProps) {
  const { copy, loan, deps, send, showError, openModal, track, site, values, view, busy } = props;
  const loanId = loan?.loanApplicationId ?? '';
  const [inquiry, setInquiry] = useState<IdentityInquiry | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const session = useRef<{ close: () => void } | null>(null);
  const live = useRef(true);
  const locale = useAtomValue(atoms.locale);

  const reread = async () => {
    if (!loan) return;
    const result = await queries.identityInquiry(deps, loan);
    if (!live.current) return;
    if (result.ok) setInquiry(readInquiry(result.value));
    else if (result.error.kind !== 'cancelled') showError(result.error);
  };

  // Read once per loan, with the loan, copy and callbacks of the moment: new ones must not read again.
  const readOnArrival = useEffectEvent(() => reread());
  useEffect(() => {
    live.current = true;
    void readOnArrival().then(() => {
      if (live.current) setPhase('idle');
    });
    return () => {
      live.current = false;
      session.current?.close();
      session.current = null;
    };
  }, [loanId]);

  // The provider's flow never showed (blocked frame, unreachable host): close it and say so.
  const neverShowed = useEffectEvent(() => failed());
  useEffect(() => {
    if (phase !== 'launching') return;
    const timer = setTimeout(() => neverShowed(), IDENTITY_OPEN_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const close = () => {
    session.current?.close();
    session.current = null;
  };
  const failed = () => {
    close();
    if (!live.current) return;
    setPhase('idle');
    showError('labels.loadFailed');
  };
  const finished = async () => {
    close();
    if (!live.current) return;
    setPhase('finishing');
    await send('finished');
    await reread();
    if (live.current) setPhase('idle');
  };
  const verify = async () => {
    if (!inquiry) return;
    track('Identity Verification Launched');
    setPhase('launching');
    const launched = await launchIdentityFlow({
      inquiry,
      referenceId: loan?.customerId ?? loanId,
      locale,
      frameTitle: copy.title,
      onOpen: () => {
        if (live.current) setPhase('open');
      },
      onEnd: () => void finished(),
      onError: failed,
    });
    if (!launched.ok) return failed();
    if (live.current) session.current = launched.value;
    else launched.value.close();
  };

  const variant = identityVariant(inquiry);
  const shown = resolveVariant(copy, variant);
  const fallbackName = [loan?.firstName ?? inquiry?.piiData.nameFirst, loan?.lastName ?? inquiry?.piiData.nameLast].filter(Boolean).join(' ');
  const waiting = phase === 'loading' || phase === 'launching' || phase === 'finishing' || busy;
  return (
    <div className="identity">
      {!values.fullName && fallbackName && <p className="identity-name">{fallbackName}</p>}
      {/* The shell draws the base body (the ready wording); the other wordings, or all when the base is empty. */}
      {(variant !== 'ready' || !copy.body.trim()) && (
        <div className="identity-status" role="status">
          <Markdown text={shown.body} values={values} />
        </div>
      )}
      {waiting && <Loader text={site.loading.default} />}
      <Button kind="primary" disabled={variant !== 'ready' || phase !== 'idle' || busy || !inquiry} onClick={() => void verify()}>
        {shown.buttons.verify}
      </Button>
      {view.modals.includes('learnMoreIdentity') && (
        <Button kind="link" onClick={() => openModal('learnMoreIdentity')}>{copy.buttons.learnMore}</Button>
      )}
    </div>
  );
}
