import { useEffect } from 'react';
import type { FormDefinition } from '../../engine/forms/FormDefinition';
import { warmRules } from '../../engine/forms/warmRules';
import { whenIdle } from '../start/schedule';

// The form's rules warmed when the page is first idle (engine/forms/warmRules.ts), not on the first keystrokes.
export function useWarmRules(def: FormDefinition): void {
  useEffect(() => whenIdle(() => warmRules(def), 1000), [def]);
}
