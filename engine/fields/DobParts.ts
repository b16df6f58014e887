// A birth date as the borrower types it: three separate inputs, kept as strings so leading zeros survive.
export interface DobParts {
  year: string;
  month: string;
  day: string;
}
