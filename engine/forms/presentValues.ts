// What the borrower actually gave: empty strings, a lone '$', unticked-and-untouched values and empty groups
// (a birth date with no part typed) are left out, so JSON Schema's `required` means "filled" exactly as section 5
// says (prefilled values count as filled because they are present).
export function presentValues(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const kept = present(value);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

function present(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.replace(/^\s*\$?\s*$/, '') === '' ? undefined : value;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  if (typeof value === 'object') {
    const inner = presentValues(value as Record<string, unknown>);
    return Object.keys(inner).length === 0 ? undefined : inner;
  }
  return value;
}
