// Which language the borrower reads: the one they chose before (remembered in this browser: a locale code, nothing
// personal), else the first of the browser's languages the content has (es-MX, es -> es-US), else the first
// locale the content has (English).
export function chooseLocale(preferred: readonly string[], available: readonly string[], stored: string | null): string {
  if (stored && available.includes(stored)) return stored;
  const lower = available.map((a) => a.toLowerCase());
  for (const wanted of preferred.map((p) => p.toLowerCase())) {
    const exact = lower.indexOf(wanted);
    if (exact >= 0) return available[exact]!;
    const language = lower.findIndex((a) => a.split('-')[0] === wanted.split('-')[0]);
    if (language >= 0) return available[language]!;
  }
  return available[0] ?? 'en';
}
