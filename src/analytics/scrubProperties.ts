export type AnalyticsValue = string | number | boolean;

// Property names that hold personal data (section: "Personal data ... never logged"), however they are cased.
const PERSONAL_NAME = /ssn|dob|birth|income|phone|mobile|e-?mail|address|street|zip|postal|city|statecode|firstname|lastname|fullname|employer|pin|token|password|account|routing/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const DIGIT_RUN = /\d{4,}/;

// Analytics never carries personal data: a property is dropped when its name says it is personal or its value
// looks like an email address or holds a run of 4+ digits (SSN, phone, zip, income, dates, card numbers).
export function scrubProperties(properties: Record<string, unknown>): Record<string, AnalyticsValue> {
  const kept: Record<string, AnalyticsValue> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (PERSONAL_NAME.test(key)) continue;
    if (typeof value === 'boolean') kept[key] = value;
    else if (typeof value === 'number') {
      if (Number.isFinite(value) && !DIGIT_RUN.test(String(Math.trunc(Math.abs(value))))) kept[key] = value;
    } else if (typeof value === 'string') {
      if (!EMAIL.test(value) && !DIGIT_RUN.test(value)) kept[key] = value;
    }
  }
  return kept;
}
