// A suite or unit ("Apt 4B", "#12", "Unit 3-A", "Bldg 2/Fl 3") needs letters, digits, spaces and a little
// punctuation: # - / . , and apostrophe. Everything else is dropped.
export function filterAddressSecondary(value: string): string {
  return value.replace(/[\u2018\u2019]/g, "'").replace(/[^\p{L}\p{M}\p{Nd}\s#\-/.,']/gu, '');
}
