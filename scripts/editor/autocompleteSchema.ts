import {
  AUTOFILL_ALONE as ALONE, AUTOFILL_CONTACT_FIELDS as CONTACT_FIELDS, AUTOFILL_CONTACT_KINDS as CONTACT_KINDS, autocompleteTokens,
} from '../../engine/fields/shared/autocompleteTokens';

const either = (names: readonly string[]) => `(?:${names.join('|')})`;

// What `ui:autocomplete` may say, by the HTML standard's autofill tokens (engine/fields/shared/autocompleteTokens.ts,
// the list flows:check holds UI schemas to): one token (`off`, `given-name`, `postal-code`...) offered as the editor
// completes, or the standard's full form: an optional `section-*`, `shipping` or `billing`, the field name (a
// contact kind before a contact field), then optionally `webauthn`.
export function autocompleteSchema(): Record<string, unknown> {
  const fields = autocompleteTokens.filter((t) => !ALONE.includes(t));
  const field = either([...fields.filter((f) => !CONTACT_FIELDS.includes(f)), `(?:${either(CONTACT_KINDS)} )?${either(CONTACT_FIELDS)}`]);
  return {
    description: 'What the phone may fill in from the borrower\'s saved details (an HTML autocomplete token): given-name, email, postal-code, one-time-code, bday-month... or off.',
    anyOf: [
      { type: 'string', enum: [...autocompleteTokens] },
      { type: 'string', pattern: `^(?=\\S+ )(?:section-\\S+ )?(?:(?:shipping|billing) )?${field}(?: webauthn)?$` },
    ],
  };
}
