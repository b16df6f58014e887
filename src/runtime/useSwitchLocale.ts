import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useRuntime } from './useRuntime';
import { atoms } from '../state/atoms';
import { loadLocale, LOCALE_KEY } from '../content/locale';

// Switches every screen to another language in place: the new copy downloads, then the screen redraws with it; the
// route, the form and what was typed stay as they are. The choice is remembered in this browser (a locale code).
export function useSwitchLocale(): (locale: string) => Promise<void> {
  const runtime = useRuntime();
  const setLocale = useSetAtom(atoms.locale);
  return useCallback(async (locale: string) => {
    await loadLocale(locale);
    try {
      runtime.local.setItem(LOCALE_KEY, locale);
    } catch {
      // Storage refused (private mode): the switch still holds for this visit.
    }
    setLocale(locale);
    runtime.analytics.track('Changed Language', { locale });
  }, [runtime, setLocale]);
}
