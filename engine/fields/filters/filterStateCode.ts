// State codes are two capital letters: digits (and any other non-letter) are dropped and input is upper-cased.
export function filterStateCode(value: string): string {
  return value.replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 2);
}
