// Free-text fields drop what the safe-text rule refuses (e.g. < > @ $ { }) as it is typed; curly quotes from
// phone keyboards are straightened first so "Macy’s" keeps its apostrophe.
export function filterSafeText(value: string): string {
  return value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\p{L}\p{M}\p{Nd}\s/'"&#=:;,.+_!%()|-]/gu, '');
}
