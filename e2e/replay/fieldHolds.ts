const plain = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');

// `expect: { values: ... }`: whether a field showing `shown` still holds what `fill` typed into it. The same text
// (any case, spaces collapsed: a field may capitalise a state), or, for digits typed (an SSN, a phone, an income,
// a zip, a date), the same digits behind the field's formatting or mask: '•••-••-1111' holds '1111', '$65,000'
// holds '65000', '(555) 555-0100' holds '5555550100'.
export function fieldHolds(shown: string, typed: string): boolean {
  if (plain(shown) === plain(typed)) return true;
  const typedDigits = digits(typed);
  return typedDigits !== '' && !/\p{L}/u.test(typed) && !/\p{L}/u.test(shown) && digits(shown) === typedDigits;
}
