import { useRef } from 'react';
import type { FieldSpec } from '../../engine/fields/FieldTable';
import { applyFilter } from './applyFilter';
import { describedBy, FieldTemplate } from './FieldTemplate';

export interface DobValue { dobMonth: string; dobDay: string; dobYear: string }

export interface DobFieldProps {
  id: string;
  label: string;
  partLabels: { dobMonth: string; dobDay: string; dobYear: string };
  value: DobValue;
  onChange: (value: DobValue) => void;
  onBlur: () => void;
  error: string | null;
  specs: { dobMonth?: FieldSpec | undefined; dobDay?: FieldSpec | undefined; dobYear?: FieldSpec | undefined };
  disabled?: boolean;
}

const PARTS = ['dobMonth', 'dobDay', 'dobYear'] as const;

// The birth date as three inputs (MM DD YYYY) in one fieldset; after two digits of month or day the focus moves on,
// so the borrower types the date in one go. The whole date's error shows once, under the group.
export function DobField({ id, label, partLabels, value, onChange, onBlur, error, specs, disabled }: DobFieldProps) {
  const refs = { dobMonth: useRef<HTMLInputElement>(null), dobDay: useRef<HTMLInputElement>(null), dobYear: useRef<HTMLInputElement>(null) };
  const next = { dobMonth: refs.dobDay, dobDay: refs.dobYear, dobYear: null } as const;
  return (
    <FieldTemplate id={id} label={label} error={error} group>
      <div className="row dob-row">
        {PARTS.map((part) => {
          const partId = `${id}-${part}`;
          const spec = specs[part];
          return (
            <div key={part} className={`dob-part dob-${part}`}>
              <label htmlFor={partId} className="dob-label">{partLabels[part]}</label>
              <input
                ref={refs[part]}
                id={partId}
                name={part}
                type="text"
                value={value[part]}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error)}
                maxLength={spec?.maxLength ?? (part === 'dobYear' ? 4 : 2)}
                autoComplete={spec?.autocomplete}
                inputMode="numeric"
                onChange={(e) => {
                  const filtered = applyFilter(spec, e.target.value);
                  onChange({ ...value, [part]: filtered });
                  const target = next[part];
                  if (target && filtered.length === 2 && filtered !== value[part]) target.current?.focus();
                }}
                onBlur={onBlur}
              />
            </div>
          );
        })}
      </div>
    </FieldTemplate>
  );
}
