import type { DobValue } from '../widgets/DobField';

// "Required fields are empty" (section 5): text that is blank, a birth date missing its day, month or year, an
// income that is only the '$' prefix, or an agreement not ticked.
export function isFilled(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.replace(/^\s*\$?\s*$/, '') !== '';
  if (value && typeof value === 'object') {
    const dob = value as DobValue;
    return [dob.dobMonth, dob.dobDay, dob.dobYear].every((p) => typeof p === 'string' && p.trim() !== '');
  }
  return false;
}
