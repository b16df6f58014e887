// Email addresses never contain spaces; phone autofill often adds a trailing one, so all whitespace is dropped.
export function filterEmail(value: string): string {
  return value.replace(/\s/g, '');
}
