// Income accepts digits, commas and one decimal point, plus the "$" the field shows as a prefix, so typing
// "$45,000" or pasting "45000.00" both work; the blur formatter turns it into whole dollars.
export function filterIncome(value: string): string {
  const prefix = value.trimStart().startsWith('$') ? '$' : '';
  const kept = value.replace(/[^\d.,]/g, '');
  const firstDot = kept.indexOf('.');
  const oneDot = firstDot === -1 ? kept : kept.slice(0, firstDot + 1) + kept.slice(firstDot + 1).replace(/\./g, '');
  return prefix + oneDot;
}
