import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { buildPath } from '../../engine/flow/buildPath';
import type { Decision } from '../../engine/flow/Decision';
import { createSessionWatch, type SessionWatch as Watch } from '../../engine/session/createSessionWatch';
import { catalog } from '../content/catalog';
import { useJourney } from './useJourney';
import { atoms } from '../state/atoms';
import { Button } from '../ui/Button';
import { Markdown } from '../ui/Markdown';
import { Modal } from '../ui/Modal';
import { plainText } from '../ui/plainText';
import { markSessionExpired } from '../runtime/markSessionExpired';
import { useRuntime } from '../runtime/useRuntime';
import { SessionEndingNotice } from './SessionEndingNotice';

const ACTIVITY = ['pointerdown', 'keydown'] as const;

// Watches the borrower's session while a loan or prequal is loaded: 30 min without a tap or key ends it (the loan
// is patched sessionExpired, storage cleared but the token kept), 1 h in all ends it too, and a minute before the
// idle limit a 'Stay signed in' dialog lets one tap keep going (WCAG 2.2.1). Nothing extends the 1 h limit (the
// spec keeps it), so two minutes before it a notice above the screen says when it ends, what is kept and how to go on.
export function SessionWatch() {
  const runtime = useRuntime();
  const store = useStore();
  const { follow, flow } = useJourney();
  const loaded = useAtomValue(atoms.loan);
  const prequal = useAtomValue(atoms.prequal);
  const active = Boolean(loaded ?? prequal);
  const journey = useRef({ follow, flow });
  journey.current = { follow, flow };
  const [warning, setWarning] = useState(false);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const watch = useRef<Watch | null>(null);

  useEffect(() => {
    if (!active) return;
    const end = async (which: 'idle' | 'absolute') => {
      setWarning(false);
      setEndsAt(null);
      const loan = store.get(atoms.loan);
      if (which === 'idle' && loan) await markSessionExpired(runtime.deps, loan.loanApplicationId).catch(() => undefined);
      runtime.deps.tokens.clearKeepingToken();
      runtime.session.clear();
      store.set(atoms.loan, null);
      store.set(atoms.prequal, null);
      store.set(atoms.lastEvent, null);
      store.set(atoms.data, {});
      const f = journey.current.flow();
      const screen = f.session[which];
      const decision: Decision = { screen, path: buildPath(f, screen, null), via: `session.${which}`, ...(Object.keys(f.session.query).length ? { query: f.session.query } : {}) };
      journey.current.follow(decision);
    };
    const current = createSessionWatch({
      now: () => runtime.deps.now(),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
      sessionStartedAt: runtime.session.getSession()?.startedAt ?? runtime.deps.now(),
      onIdle: () => void end('idle'),
      onAbsolute: () => void end('absolute'),
      onWarn: () => setWarning(true),
      onAbsoluteWarn: (at) => setEndsAt(at),
    });
    watch.current = current;
    const touch = () => current.touch();
    for (const type of ACTIVITY) window.addEventListener(type, touch, { passive: true });
    return () => {
      current.stop();
      for (const type of ACTIVITY) window.removeEventListener(type, touch);
    };
  }, [active, runtime, store]);

  const notice = (
    <SessionEndingNotice
      endsAt={active ? endsAt : null}
      prequal={flow().session.query.prequal === 'true'}
      onDismiss={() => setEndsAt(null)}
    />
  );
  const copy = catalog.modals.staySignedIn;
  if (!copy) return notice;
  const stay = () => {
    watch.current?.touch();
    setWarning(false);
  };
  return (
    <>
      {notice}
      <Modal open={warning} title={plainText(copy.title, {})} closeLabel={copy.buttons.close ?? catalog.site.header.close} onClose={stay}>
        <Markdown text={copy.body} values={{}} />
        <Button kind="primary" onClick={stay}>{plainText(copy.buttons.stay, {})}</Button>
      </Modal>
    </>
  );
}
