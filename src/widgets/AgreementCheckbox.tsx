import { Markdown } from '../ui/Markdown';

export interface AgreementCheckboxProps {
  id: string;
  /** Markdown (copy labels.agreement) with links to the documents. */
  label: string;
  values: Record<string, unknown>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  disabled?: boolean;
}

// The consent box of the first page (Terms, E-Sign, Privacy and the credit report authorisation). The form
// records each tick and untick with the server (queries.recordCheckbox) before Continue counts it as agreed.
export function AgreementCheckbox({ id, label, values, checked, onChange, error, disabled }: AgreementCheckboxProps) {
  return (
    <div className="field">
      <div className="check">
        <input
          id={id}
          name="reviewed"
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="check-label">
          <Markdown text={label} values={values} inline />
        </label>
      </div>
      <div id={`${id}-error`} className="field-error" aria-live="polite">{error ?? null}</div>
    </div>
  );
}
