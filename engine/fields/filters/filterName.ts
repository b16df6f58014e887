// Names keep letters from any alphabet (with their accents), periods, hyphens, apostrophes and spaces; anything
// else is dropped as it is typed. A phone keyboard's curly apostrophe (O’Brien) becomes a plain one.
export function filterName(value: string): string {
  return value.replace(/[\u2018\u2019]/g, "'").replace(/[^\p{L}\p{M}.'\s-]/gu, '');
}
