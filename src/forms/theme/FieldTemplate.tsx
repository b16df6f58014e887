import type { FieldTemplateProps } from '@rjsf/utils';
import { useState } from 'react';
import { useFieldMessage } from './boundToModel';
import type { FormContext } from './FormContext';
import { describedBy } from './ids';

/** Widgets that draw their own label beside the box, and widgets that are a group of inputs under a legend. */
const INLINE = new Set(['checkbox', 'agreement']);
const GROUP = new Set(['radio', 'checkboxes', 'dobParts']);

/** How a field is laid out: by its UI-schema widget, else by its JSON type (a boolean is a checkbox). */
export function layoutOf(props: Pick<FieldTemplateProps, 'schema' | 'uiSchema'>): 'inline' | 'group' | 'label' {
  const widget = String(props.uiSchema?.['ui:widget'] ?? props.uiSchema?.['ui:field'] ?? '');
  if (INLINE.has(widget) || (widget === '' && props.schema.type === 'boolean')) return 'inline';
  if (GROUP.has(widget) || (props.schema.type === 'array' && widget !== 'select')) return 'group';
  return 'label';
}

/** The page's language as the copy now drawn has it (src/content/locale.ts sets it before the redraw). */
const pageLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang);

// What the field's live region says: the field's name and its error ("First name: Two letters minimum", the
// borrower has usually moved on to the next field) when an error appears, or another takes its place, after the
// borrower's action; nothing when an error already shown is only drawn again in another language (a language switch
// redraws every field, and a screen reader would read each error out again, issue 48), nor when the field is drawn
// with an error already there. An error's text that changes after the page's language did is that rewording,
// whether the new words come in the same render as the language or a later one. The words said are kept as they
// were said until the error changes (the label may change language before the error does).
function useErrorToSay(error: string | null, label: () => string): string {
  const language = pageLanguage();
  const [last, setLast] = useState({ error, language, say: '' });
  if (last.error === error) return last.say;
  const reworded = last.error !== null && error !== null && language !== last.language;
  const say = error !== null && !reworded ? [label(), error].filter(Boolean).join(': ') : '';
  setLast({ error, language, say });
  return say;
}

// Our one field look (no library default): a visible label from the screen's copy, the input, a hint, and the
// error tied to the input by id so screen readers read it with the field. The error itself is not a live region:
// a new error is said by a polite region beside it (useErrorToSay), which stays quiet when a language switch only
// rewords the errors already shown. The label has an id (`<id>-label`) for widgets whose parts it names too (the address
// suggestions' list). Groups (radio, checkboxes, the birth date) are a fieldset whose legend is the label.
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, hidden, registry, fieldPathId } = props;
  const ctx = registry.formContext as FormContext;
  // The form's field this is: its path's first step (our answers are the form's top-level fields; the birth date's
  // parts are one field), read from rjsf's path, never parsed out of an id: a field may be named `linked_phone`.
  const name = String(fieldPathId.path[0] ?? '');
  // The field's message as the form's model says it: a change of it draws this field again, not the form.
  const error = useFieldMessage(ctx, name);
  const say = useErrorToSay(error, () => ctx.label(name));
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return null;
  const layout = layoutOf(props);
  const hintKey = `${name}Hint`;
  const hint = ctx.label(hintKey);
  const tail = (
    <>
      {hint && layout !== 'inline' ? <div id={`${id}-hint`} className="field-hint">{hint}</div> : null}
      <div id={`${id}-error`} className="field-error">{error}</div>
      <div className="visually-hidden" aria-live="polite">{say}</div>
    </>
  );
  if (layout === 'inline') return <div className="field">{children}{tail}</div>;
  if (layout === 'group') {
    return (
      <div className="field">
        <fieldset aria-describedby={describedBy(id, error, hint)}>
          <legend>{ctx.label(name)}</legend>
          {children}
        </fieldset>
        {tail}
      </div>
    );
  }
  return (
    <div className="field">
      <label id={`${id}-label`} htmlFor={id}>{ctx.label(name)}</label>
      {children}
      {tail}
    </div>
  );
}
