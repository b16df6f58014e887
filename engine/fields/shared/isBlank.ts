// Empty, null and whitespace-only values all count as "not filled in" for required checks.
export function isBlank(value: string | null | undefined): value is '' | null | undefined {
  return value === null || value === undefined || value.trim() === '';
}
