import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a rejected amount's message stays (prequal section 9: range error display 1.5 s). */
export const FLASH_MS = 1500;

/** Why: an out-of-range amount is told briefly, then the message goes away by itself; each new rejection restarts it. */
export function useFlash(ms: number = FLASH_MS): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flash = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), ms);
  }, [ms]);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);
  return [shown, flash];
}
