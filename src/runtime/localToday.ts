// "Today" for routing and validation is the borrower's own calendar day (YYYY-MM-DD), not UTC's.
export function localToday(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
