// The last 4 digits of a phone number, or null when it has fewer than 4 digits (or is not text). Screens name a
// number this way ("the number ending in 0187"): enough for the borrower to recognise it, no more.
export function phoneLast4(phone: unknown): string | null {
  if (typeof phone !== 'string') return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
