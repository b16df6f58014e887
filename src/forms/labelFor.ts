// Copy names some labels by a shorter word than the API field (annualIncome, agreement); the field name wins
// when copy has it.
const ALIASES: Record<string, string[]> = {
  annualIncomeBeforeTaxes: ['annualIncome', 'income'],
  verifiedEmail: ['email'],
  reviewed: ['agreement', 'consent'],
  completionDate: ['date'],
};

// The label of a field from the screen's copy labels, '' when copy has none (flows:check reports those).
export function labelFor(labels: Record<string, string>, field: string): string {
  for (const key of [field, ...(ALIASES[field] ?? [])]) if (labels[key] !== undefined) return labels[key] as string;
  return '';
}
