import { useRef } from 'react';
import { applyFilter, describedBy, isRequired, type FieldProps, type FieldUi, type FormContext, type WidgetDeclaration } from './widgetKit';

const PARTS = ['dobMonth', 'dobDay', 'dobYear'] as const;

// The birth date as three inputs (MM DD YYYY) in the field template's fieldset; two digits of month or day move the
// focus on. A part's change is made to the date as the model holds it now, not as this field was last drawn: parts
// changed one after another before React draws again (a browser's autofill) each keep the others'.
export default function DobPartsField(props: FieldProps) {
  const { name, formData, onChange, onBlur, uiSchema, registry, fieldPathId, rawErrors, disabled, schema, required } = props;
  const ctx = registry.formContext as FormContext;
  const id = fieldPathId.$id;
  const value = (formData ?? {}) as Record<string, string | undefined>;
  const held = () => (ctx.model.get().values[name] ?? value) as Record<string, string | undefined>;
  const refs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)];
  const error = rawErrors?.length ? rawErrors : undefined;
  // A birth date needs its day, month and year: each part is required when the date is.
  const needed = isRequired(ctx, name, required);
  return (
    <div className="row dob-row">
      {PARTS.map((part, i) => {
        const partId = `${id}_${part}`;
        const ui = (uiSchema?.[part] ?? {}) as Record<string, unknown>;
        return (
          <div key={part} className={`dob-part dob-${part}`}>
            <label htmlFor={partId} className="dob-label">{ctx.label(part)}</label>
            <input
              ref={refs[i]} id={partId} name={part} type="text" inputMode="numeric" value={value[part] ?? ''}
              disabled={disabled} required={needed} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)}
              maxLength={(schema.properties?.[part] as { maxLength?: number } | undefined)?.maxLength ?? (part === 'dobYear' ? 4 : 2)}
              autoComplete={ui['ui:autocomplete'] as string | undefined}
              onChange={(e) => {
                const filtered = applyFilter({ filter: ui['ui:filter'] as FieldUi['filter'] }, e.target.value);
                onChange({ ...held(), [part]: filtered === '' ? undefined : filtered }, fieldPathId.path);
                if (filtered.length === 2 && filtered !== value[part]) refs[i + 1]?.current?.focus();
              }}
              onBlur={() => onBlur(id, held())}
            />
          </div>
        );
      })}
    </div>
  );
}

export const widget = { name: 'dobParts', rank: 15, draws: ['object'], field: true, says: 'The birth date as month, day and year boxes (used as "ui:field": "dobParts").' } satisfies WidgetDeclaration;
