import { useMemo, type RefObject } from 'react';
import type { FormModel } from '../../engine/forms/formModel';
import { localToday } from '../runtime/localToday';
import { plainText } from '../ui/plainText';
import type { FormContext } from './theme/FormContext';

/** What the theme draws from: the screen's copy and the state of the form's behaviours (as FormContext carries
 * them, but for today as a date, so the context changes only when the day does). */
export type ThemeView = Pick<FormContext, 'copyValues' | 'messages' | 'shown' | 'idPrefix' | 'checkingText' | 'maxDate' | 'deps'> & {
  labels: Record<string, string>;
  today: Date;
  model: FormModel;
};

/** What the theme's widgets ask of the form (FormContext's callbacks), as the latest render does them. */
export type ThemeActions = Pick<FormContext, 'onConsent' | 'autoSubmit' | 'refuse' | 'typing' | 'fill' | 'change' | 'leave'>;

// rjsf's formContext for our templates and widgets. It stays the same object while what it carries does, so every
// field rjsf compares against its last render stays cheap to compare; its callbacks do what the latest render says.
export function useThemeContext(view: ThemeView, actions: RefObject<ThemeActions>): FormContext {
  const { labels, copyValues, messages, shown, idPrefix, checkingText, maxDate, deps, model } = view;
  const today = localToday(view.today);
  return useMemo<FormContext>(() => ({
    label: (key) => plainText(labels[key] ?? '', copyValues),
    markdown: (key) => labels[key] ?? '',
    labels, copyValues, messages, shown, idPrefix, checkingText, today, maxDate, deps, model,
    onConsent: (checked) => actions.current.onConsent(checked),
    autoSubmit: (field, value) => actions.current.autoSubmit(field, value),
    refuse: (field, value) => actions.current.refuse(field, value),
    typing: (field, value) => actions.current.typing(field, value),
    fill: (values) => actions.current.fill(values),
    change: (field, value) => actions.current.change(field, value),
    leave: (field) => actions.current.leave(field),
  }), [labels, copyValues, messages, shown, idPrefix, checkingText, today, maxDate, deps, model, actions]);
}
