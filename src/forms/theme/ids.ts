/** The ids an input points at with aria-describedby: its hint and its error, when they show. */
export const describedBy = (id: string, error: unknown, hint?: unknown): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The form's field an rjsf field path is in: its first step (our answers are the form's top-level fields; the
 * birth date's parts are one field). Read from rjsf's path, never parsed out of an id: a field may be named
 * `linked_phone`. */
export const fieldOfPath = (path: readonly (string | number)[]): string => String(path[0] ?? '');
