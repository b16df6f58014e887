/**
 * What `read` gives, or `fallback` when it throws: for a read whose failure is said elsewhere or means "unknown" (a
 * file that is not JSON or YAML, a contract that does not load, a git command that fails, an answer that is not JSON).
 */
export function orElse<T, F>(read: () => T, fallback: F): T | F {
  try {
    return read();
  } catch {
    return fallback;
  }
}
