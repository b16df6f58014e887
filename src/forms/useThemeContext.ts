import { useMemo, type RefObject } from 'react';
import { localToday } from '../runtime/localToday';
import { plainText } from '../ui/plainText';
import type { FormContext } from './theme/FormContext';

/** What the theme draws from: the screen's copy and the state of the form's behaviours (as FormContext carries
 * them, but for today as a date and the settled fields as one string, so the context changes only when they do). */
export type ThemeView = Pick<FormContext, 'copyValues' | 'messages' | 'shown' | 'idPrefix' | 'zipStatus' | 'checkingText' | 'maxDate' | 'consentChecked' | 'deps'> & {
  labels: Record<string, string>;
  today: Date;
  /** The fields whose answer is right now, joined by ','. */
  settled: string;
};

/** What the theme's widgets ask of the form (FormContext's callbacks), as the latest render does them. */
export type ThemeActions = Pick<FormContext, 'onConsent' | 'autoSubmit' | 'refuse' | 'typing' | 'fill'>;

// rjsf's formContext for our templates and widgets. It stays the same object while what it carries does, so every
// field rjsf compares against its last render stays cheap to compare; its callbacks do what the latest render says.
export function useThemeContext(view: ThemeView, actions: RefObject<ThemeActions>): FormContext {
  const { labels, copyValues, messages, shown, idPrefix, zipStatus, checkingText, maxDate, consentChecked, settled, deps } = view;
  const today = localToday(view.today);
  return useMemo<FormContext>(() => ({
    label: (key) => plainText(labels[key] ?? '', copyValues),
    markdown: (key) => labels[key] ?? '',
    copyValues, messages, shown, idPrefix, zipStatus, checkingText, today, maxDate, consentChecked, deps,
    settled: new Set(settled ? settled.split(',') : []),
    onConsent: (checked) => actions.current.onConsent(checked),
    autoSubmit: (field, value) => actions.current.autoSubmit(field, value),
    refuse: (field, value) => actions.current.refuse(field, value),
    typing: (field, value) => actions.current.typing(field, value),
    fill: (values) => actions.current.fill(values),
  }), [labels, copyValues, messages, shown, idPrefix, zipStatus, checkingText, today, maxDate, consentChecked, settled, deps, actions]);
}
