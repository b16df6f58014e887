import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { FieldProps } from '@rjsf/utils';
import { useRef } from 'react';
import type { FormContext } from '../FormContext';
import { describedBy } from '../ids';
import { isRequired } from '../required';
import { applyFilter, type FieldUi } from '../uiOptions';

const PARTS = ['dobMonth', 'dobDay', 'dobYear'] as const;

// The birth date as three inputs (MM DD YYYY) inside the field template's fieldset; after two digits of month or
// day the focus moves on, so the borrower types the date in one go. The date's one error shows under the group.
// A part's change is made to the date as the form's model holds it at that moment, not as this field was last drawn:
// parts changed one after another before React draws again (a browser's autofill) each keep the others'.
export function DobPartsField(props: FieldProps) {
  const { name, formData, onChange, onBlur, uiSchema, registry, fieldPathId, rawErrors, disabled, schema, required } = props;
  const ctx = registry.formContext as FormContext;
  const id = fieldPathId.$id;
  const value = (formData ?? {}) as Record<string, string | undefined>;
  const held = () => (ctx.model.get().values[name] ?? value) as Record<string, string | undefined>;
  const refs = { dobMonth: useRef<HTMLInputElement>(null), dobDay: useRef<HTMLInputElement>(null), dobYear: useRef<HTMLInputElement>(null) };
  const next = { dobMonth: refs.dobDay, dobDay: refs.dobYear, dobYear: null } as const;
  const error = rawErrors?.length ? rawErrors : undefined;
  // A birth date needs its day, month and year: each part is required when the date is.
  const needed = isRequired(ctx, name, required);
  return (
    <div className="row dob-row">
      {PARTS.map((part) => {
        const partId = `${id}_${part}`;
        const ui = (uiSchema?.[part] ?? {}) as Record<string, unknown>;
        const partUi: FieldUi = { filter: ui['ui:filter'] as FieldUi['filter'] };
        const partSchema = schema.properties?.[part] as { maxLength?: number } | undefined;
        return (
          <div key={part} className={`dob-part dob-${part}`}>
            <label htmlFor={partId} className="dob-label">{ctx.label(part)}</label>
            <input
              ref={refs[part]}
              id={partId}
              name={part}
              type="text"
              inputMode="numeric"
              value={value[part] ?? ''}
              disabled={disabled}
              required={needed}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error)}
              maxLength={partSchema?.maxLength ?? (part === 'dobYear' ? 4 : 2)}
              autoComplete={ui['ui:autocomplete'] as string | undefined}
              onChange={(e) => {
                const filtered = applyFilter(partUi, e.target.value);
                onChange({ ...held(), [part]: filtered === '' ? undefined : filtered }, fieldPathId.path);
                const target = next[part];
                if (target && filtered.length === 2 && filtered !== value[part]) target.current?.focus();
              }}
              onBlur={() => onBlur(id, held())}
            />
          </div>
        );
      })}
    </div>
  );
}

export default DobPartsField;

export const widget = { name: 'dobParts', rank: 15, draws: ['object'], field: true, says: 'The birth date as month, day and year boxes (used as "ui:field": "dobParts").' } satisfies WidgetDeclaration;
