// A day on the calendar with no time or time zone: what dates of birth, completion dates and offer expirations are.
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
