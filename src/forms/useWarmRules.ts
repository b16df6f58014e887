import { useEffect } from 'react';
import type { FormDefinition } from '../../engine/forms/FormDefinition';
import { warmRules } from '../../engine/forms/warmRules';

// The form's rules warmed when the page is first idle (engine/forms/warmRules.ts), not on the first keystrokes.
export function useWarmRules(def: FormDefinition): void {
  useEffect(() => {
    const run = () => warmRules(def);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : null;
    const timer = idle === null ? setTimeout(run, 0) : null;
    return () => {
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [def]);
}
