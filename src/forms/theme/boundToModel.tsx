import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { useCallback, type ComponentType } from 'react';
import { messageFor } from '../../../engine/fields/messageFor';
import { fieldMessages } from '../../../engine/forms/formModel';
import { useModelSays } from '../useModelSays';
import type { FormContext } from './FormContext';

/** The model's message for a field, in the product's words; a change of it redraws that field alone. */
export function useFieldMessage(ctx: FormContext, field: string): string | null {
  return useModelSays(ctx.model, (model) => {
    const message = fieldMessages(model)[field];
    return message ? message.text ?? messageFor(message, ctx.messages) : null;
  });
}

// A widget or field bound to its own field of the form's model by the name rjsf gives it (never read from an id): a
// keystroke or a message redraws this field alone, and rjsf holds no copy of either. A blur tells the model the field
// was left (its problem shows from now on).
function bound<P extends WidgetProps | FieldProps>(Inner: ComponentType<P>, valueProp: 'value' | 'formData'): ComponentType<P> {
  function Bound(props: P) {
    const ctx = props.registry.formContext as FormContext;
    const { name, onBlur } = props;
    const message = useFieldMessage(ctx, name);
    const value = useModelSays(ctx.model, (model) => model.get().values[name]);
    const onChange = useCallback((next: unknown) => ctx.change(name, next), [ctx, name]);
    const blur = useCallback((id: string, v: unknown) => {
      ctx.leave(name);
      onBlur(id, v);
    }, [ctx, name, onBlur]);
    return <Inner {...({ ...props, [valueProp]: value, rawErrors: message ? [message] : undefined, onChange, onBlur: blur } as P)} />;
  }
  Bound.displayName = `Bound(${Inner.displayName ?? Inner.name})`;
  return Bound;
}

export const boundWidget = (Widget: ComponentType<WidgetProps>) => bound(Widget, 'value');
export const boundField = (Field: ComponentType<FieldProps>) => bound(Field, 'formData');
