/** The ids an input points at with aria-describedby: its hint and its error, when they show. */
export const describedBy = (id: string, error: unknown, hint?: unknown): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
