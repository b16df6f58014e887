import { useCallback, useRef, useState } from 'react';
import { useLatest } from './useLatest';

/** The agreement box as the form knows it. */
export interface RecordedConsent {
  checked: boolean;
  /** The lender recorded the box as it is now (it counts only then). */
  recorded: boolean;
  /** The borrower ticked or unticked it. */
  onConsent: (checked: boolean) => void;
}

// The recordConsent behaviour (borrower-journey section 5): each tick or untick is sent to the lender, and the
// agreement counts only once the lender recorded the last one (a failed call counts as answered: the lender's own
// check stands at submit). A box ticked before the form was drawn (the borrower back at a step with what they
// sent, src/forms/useDraft.ts) was recorded when it was ticked.
export function useRecordedConsent(tickedAtStart: boolean, record: ((checked: boolean) => Promise<void>) | undefined): RecordedConsent {
  const [state, setState] = useState({ checked: tickedAtStart, recorded: tickedAtStart });
  const latestTick = useRef(0);
  const send = useLatest(record);
  const onConsent = useCallback((checked: boolean) => {
    const tick = ++latestTick.current;
    setState({ checked, recorded: false });
    void (send.current?.(checked) ?? Promise.resolve()).catch(() => undefined).finally(() => {
      if (tick === latestTick.current) setState({ checked, recorded: true });
    });
  }, [send]);
  return { ...state, onConsent };
}
