// Number-only inputs (codes, account numbers) drop everything that is not 0-9, including pasted formatting.
export function filterDigits(value: string): string {
  return value.replace(/\D/g, '');
}
