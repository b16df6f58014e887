import type { FieldTemplateProps } from '@rjsf/utils';
import { useState } from 'react';
import { useFieldMessage } from './boundToModel';
import type { FormContext } from './FormContext';
import { describedBy } from './widgets/widgetKit';

/** Widgets that draw their own label beside the box, and widgets that are a group of inputs under a legend. */
const INLINE = new Set(['checkbox', 'agreement']);
const GROUP = new Set(['radio', 'checkboxes', 'dobParts']);

/** How a field is laid out: by its UI-schema widget, else by its JSON type (a boolean is a checkbox). */
function layoutOf(props: Pick<FieldTemplateProps, 'schema' | 'uiSchema'>): 'inline' | 'group' | 'label' {
  const widget = String(props.uiSchema?.['ui:widget'] ?? props.uiSchema?.['ui:field'] ?? '');
  if (INLINE.has(widget) || (widget === '' && props.schema.type === 'boolean')) return 'inline';
  if (GROUP.has(widget) || (props.schema.type === 'array' && widget !== 'select')) return 'group';
  return 'label';
}

// What the field's live region says: "<label>: <error>" when an error appears or another takes its place; nothing
// when the field is drawn with its error, nor when a language switch (src/content/locale.ts sets the page's language
// first) only rewords an error shown, in that render or a later one: each would be read again (issue 48). The words
// said stay until the error changes (the label may change language first).
function useErrorToSay(error: string | null, label: () => string): string {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const [last, setLast] = useState({ error, language, say: '' });
  if (last.error === error) return last.say;
  const reworded = last.error !== null && error !== null && language !== last.language;
  const say = error !== null && !reworded ? [label(), error].filter(Boolean).join(': ') : '';
  setLast({ error, language, say });
  return say;
}

// Our one field look: a label (its id names the address suggestions' list too), the input, a hint, and the error tied
// to the input by id. Groups (radio, checkboxes, the birth date) are a fieldset whose legend is the label.
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, hidden, registry, fieldPathId } = props;
  const ctx = registry.formContext as FormContext;
  // The path's first step (the birth date's parts are one field), never parsed out of an id (`linked_phone`).
  const name = String(fieldPathId.path[0] ?? '');
  const error = useFieldMessage(ctx, name);
  const say = useErrorToSay(error, () => ctx.label(name));
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return null;
  const layout = layoutOf(props);
  const hint = ctx.label(`${name}Hint`);
  const tail = (
    <>
      {hint && layout !== 'inline' ? <div id={`${id}-hint`} className="field-hint">{hint}</div> : null}
      <div id={`${id}-error`} className="field-error">{error}</div>
      <div className="visually-hidden" aria-live="polite">{say}</div>
    </>
  );
  if (layout === 'inline') return <div className="field">{children}{tail}</div>;
  return (
    <div className="field">
      {layout === 'group' ? (
        <fieldset aria-describedby={describedBy(id, error, hint)}>
          <legend>{ctx.label(name)}</legend>
          {children}
        </fieldset>
      ) : (
        <>
          <label id={`${id}-label`} htmlFor={id}>{ctx.label(name)}</label>
          {children}
        </>
      )}
      {tail}
    </div>
  );
}
