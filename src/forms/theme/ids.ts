/** The ids an input points at with aria-describedby: its hint and its error, when they show. */
export const describedBy = (id: string, error: unknown, hint?: unknown): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The field name an rjsf id ends with (`root_dob` -> `dob`), for copy lookups. */
export const fieldNameOf = (id: string, prefix: string): string => id.slice(prefix.length + 1);
