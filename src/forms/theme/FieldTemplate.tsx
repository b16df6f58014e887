import type { FieldTemplateProps } from '@rjsf/utils';
import type { FormContext } from './FormContext';
import { fieldOfPath } from './ids';

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

// Our one field look (no library default): a visible label from the screen's copy, the input, a hint, and the
// error tied to the input by id so screen readers read it with the field; the error region is polite-live so a new
// error is announced. The label has an id (`<id>-label`) for widgets whose parts it names too (the address
// suggestions' list). Groups (radio, checkboxes, the birth date) are a fieldset whose legend is the label.
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors, hidden, registry, fieldPathId } = props;
  const ctx = registry.formContext as FormContext;
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return null;
  const name = fieldOfPath(fieldPathId.path);
  // rjsf's message from when the field was left, unless the borrower has put the answer right since.
  const error = rawErrors?.[0] ?? null;
  const layout = layoutOf(props);
  const hintKey = `${name}Hint`;
  const hint = ctx.label(hintKey);
  const tail = (
    <>
      {hint && layout !== 'inline' ? <div id={`${id}-hint`} className="field-hint">{hint}</div> : null}
      <div id={`${id}-error`} className="field-error" aria-live="polite">{error}</div>
    </>
  );
  if (layout === 'inline') return <div className="field">{children}{tail}</div>;
  if (layout === 'group') {
    return (
      <div className="field">
        <fieldset aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}>
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
