import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormContext } from './FormContext';

// The form's fields in the UI schema's order, narrowed to what this borrower is asked for (the entry form shows
// only the fields of the server's data-inquiry list). No title, no description: the screen's copy says those. Each row
// carries its field's name as rjsf gives it (`data-field`): what finds a field's input on the screen reads it
// (src/forms/fieldControl.ts) rather than parsing ids.
export function ObjectFieldTemplate({ properties, registry }: ObjectFieldTemplateProps) {
  const { shown } = registry.formContext as FormContext;
  const visible = shown ? properties.filter((p) => shown.includes(p.name)) : properties;
  return <>{visible.map((p) => (p.hidden ? null : <div key={p.name} className="form-row" data-field={p.name}>{p.content}</div>))}</>;
}
