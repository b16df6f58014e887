// Loan amounts are whole dollars: digits only, no leading zeros, at most 9 digits (the range check says the rest).
export function filterAmount(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.slice(0, 9);
}
