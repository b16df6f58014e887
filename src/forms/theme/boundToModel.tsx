import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { useCallback, type ComponentType } from 'react';
import { messageFor } from '../../../engine/fields/messageFor';
import { fieldMessages } from '../../../engine/forms/formModel';
import { useModelSays } from '../useModelSays';
import type { FormContext } from './FormContext';

/** What a field says now (the model's message, in the product's words), drawn again only when that changes: the
 * field's template shows it and its widget ties it to the input (aria-invalid, aria-describedby). */
export function useFieldMessage(ctx: FormContext, field: string): string | null {
  return useModelSays(ctx.model, (model) => {
    const message = fieldMessages(model)[field];
    return message ? message.text ?? messageFor(message, ctx.messages) : null;
  });
}

/** A field as the model holds it: its value and message, each drawn again only when it changes; its changes given
 * to the model, and its blur telling the model it was left (its problem shows from now on), then rjsf as before. */
function useBound(ctx: FormContext, field: string, onBlur: (id: string, value: unknown) => void) {
  const message = useFieldMessage(ctx, field);
  return {
    value: useModelSays(ctx.model, (model) => model.get().values[field]),
    rawErrors: message ? [message] : undefined,
    onChange: useCallback((next: unknown) => ctx.change(field, next), [ctx, field]),
    onBlur: useCallback((id: string, value: unknown) => {
      ctx.leave(field);
      onBlur(id, value);
    }, [ctx, field, onBlur]),
  };
}

// A widget bound to its own field of the form's model: it draws the model's value and message and gives its changes
// to the model, so a keystroke or a message redraws this field alone and rjsf holds no copy of either. Its field is
// the name rjsf gives it (the schema's property), never one read from an id.
export function boundWidget(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Bound(props: WidgetProps) {
    return <Widget {...props} {...useBound(props.registry.formContext as FormContext, props.name, props.onBlur)} />;
  }
  Bound.displayName = `Bound(${Widget.displayName ?? Widget.name})`;
  return Bound;
}

// The same for a field drawn as a group of inputs (the birth date's parts): one answer, held once in the model.
export function boundField(Field: ComponentType<FieldProps>): ComponentType<FieldProps> {
  function Bound(props: FieldProps) {
    const { value, ...bound } = useBound(props.registry.formContext as FormContext, props.name, props.onBlur);
    return <Field {...props} formData={value} {...bound} />;
  }
  Bound.displayName = `Bound(${Field.displayName ?? Field.name})`;
  return Bound;
}
