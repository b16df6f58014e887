import type { ReactNode } from 'react';

export interface FieldTemplateProps {
  id: string;
  label: string;
  error: string | null;
  hint?: ReactNode;
  /** A group of inputs (the birth date): a fieldset with a legend instead of a label. */
  group?: boolean;
  children: ReactNode;
}

/** The ids an input points at with aria-describedby: its hint and its error. */
export const describedBy = (id: string, error: string | null, hint?: unknown): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

// Our one field look (no library default): a visible label, the input, a hint, and the error tied to the input by
// id so screen readers read it with the field; the error region is polite-live so a new error is announced.
export function FieldTemplate({ id, label, error, hint, group = false, children }: FieldTemplateProps) {
  const tail = (
    <>
      {hint ? <div id={`${id}-hint`} className="field-hint">{hint}</div> : null}
      <div id={`${id}-error`} className="field-error" aria-live="polite">{error ?? null}</div>
    </>
  );
  if (group) {
    return (
      <div className="field">
        <fieldset aria-describedby={describedBy(id, error, hint)}>
          <legend>{label}</legend>
          {children}
        </fieldset>
        {tail}
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {tail}
    </div>
  );
}
