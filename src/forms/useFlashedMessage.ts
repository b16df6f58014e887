import { useCallback, useEffect, useState } from 'react';
import type { FieldIssue } from '../../engine/fields/FieldIssue';

/** How long a flashed message shows (prequal section 5: 'shown 1.5 s'). */
export const FLASH_MS = 1500;

/** A message shown on a field for a moment, whatever else the field says. */
export interface Flash {
  field: string;
  issue: FieldIssue;
}

// The flashErrors and refuseAboveMaximum behaviours: a value out of bounds says so on its field for 1.5 s as it is
// typed (or refused), then the message goes; a new flash, or none, replaces the one showing.
export function useFlashedMessage(): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const show = useCallback((next: Flash | null) => setFlash(next), []);
  return [flash, show];
}
