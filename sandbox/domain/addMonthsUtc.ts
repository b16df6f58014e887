// Calendar month arithmetic for due dates, in UTC so the server's time zone never moves a due date.

const daysInMonthUtc = (year: number, monthIndex: number): number => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** Why: a payment due "one month later" keeps its day of month, clamped to the month's end (Jan 31 -> Feb 28/29). */
export function addMonthsUtc(from: Date | number, months: number): number {
  const date = new Date(from);
  const target = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(target / 12);
  const monthIndex = ((target % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonthUtc(year, monthIndex));
  return Date.UTC(year, monthIndex, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
}
