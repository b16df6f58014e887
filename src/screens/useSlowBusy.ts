import { useEffect, useState } from 'react';

// True once `busy` has lasted longer than `afterMs`, so a quick action never flashes the animated loader and a
// slow one (an underwriting job) tells the borrower we're checking their options.
export function useSlowBusy(busy: boolean, afterMs: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(timer);
  }, [busy, afterMs]);
  return slow;
}
