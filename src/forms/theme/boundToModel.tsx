import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { useCallback, useSyncExternalStore, type ComponentType } from 'react';
import type { FormContext } from './FormContext';
import { fieldOfPath } from './ids';

/** A blur that tells the model its field was left (its problem shows from now on), then rjsf as before. */
function useLeave(ctx: FormContext, field: string, onBlur: (id: string, value: unknown) => void): (id: string, value: unknown) => void {
  return useCallback((id: string, value: unknown) => {
    ctx.leave(field);
    onBlur(id, value);
  }, [ctx, field, onBlur]);
}

/** A field's value in the form's model, drawn again only when that value changes. */
function useModelValue(ctx: FormContext, field: string): unknown {
  const { model } = ctx;
  const read = useCallback(() => model.get().values[field], [model, field]);
  return useSyncExternalStore(model.subscribe, read, read);
}

// A widget bound to its own field of the form's model: it draws the model's value and gives its changes to the
// model, so a keystroke redraws this field alone and rjsf holds no copy of the answer. Its field is the name rjsf
// gives it (the schema's property), and leaving it tells the model which field was left.
export function boundWidget(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Bound(props: WidgetProps) {
    const ctx = props.registry.formContext as FormContext;
    const field = props.name;
    const value = useModelValue(ctx, field);
    const onChange = useCallback((next: unknown) => ctx.change(field, next), [ctx, field]);
    const onBlur = useLeave(ctx, field, props.onBlur);
    return <Widget {...props} value={value} onChange={onChange} onBlur={onBlur} />;
  }
  Bound.displayName = `Bound(${Widget.displayName ?? Widget.name})`;
  return Bound;
}

// The same for a field drawn as a group of inputs (the birth date's parts): one answer, held once in the model.
export function boundField(Field: ComponentType<FieldProps>): ComponentType<FieldProps> {
  function Bound(props: FieldProps) {
    const ctx = props.registry.formContext as FormContext;
    const field = fieldOfPath(props.fieldPathId.path);
    const value = useModelValue(ctx, field);
    const onChange = useCallback((next: unknown) => ctx.change(field, next), [ctx, field]);
    const onBlur = useLeave(ctx, field, props.onBlur);
    return <Field {...props} formData={value} onChange={onChange} onBlur={onBlur} />;
  }
  Bound.displayName = `Bound(${Field.displayName ?? Field.name})`;
  return Bound;
}
