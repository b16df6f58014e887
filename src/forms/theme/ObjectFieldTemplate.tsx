import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormContext } from './FormContext';

// The form's fields in the UI schema's order, only those this borrower is asked for; no title or description (the
// screen's copy says those). Each row carries its field's name (`data-field`), which src/forms/fieldControl.ts reads.
export function ObjectFieldTemplate({ properties, registry }: ObjectFieldTemplateProps) {
  const { shown } = registry.formContext as FormContext;
  const visible = shown ? properties.filter((p) => shown.includes(p.name)) : properties;
  return <>{visible.map((p) => (p.hidden ? null : <div key={p.name} className="form-row" data-field={p.name}>{p.content}</div>))}</>;
}
