// "If a body has errorMessage it is the error" (section 8): a 2xx body carrying a non-empty errorMessage is a failure.
export function hasErrorMessage(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>).errorMessage;
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'object' && value !== null;
}
