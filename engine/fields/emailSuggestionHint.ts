import type { FieldIssue } from './FieldIssue';
import { suggestEmail } from './suggestEmail';

// The "Did you mean ...?" hint as a message code, so its words stay in content/ like every other field message.
// It is a hint, not an error: the borrower may keep what they typed.
export function emailSuggestionHint(value: string): FieldIssue | null {
  const suggestion = suggestEmail(value);
  return suggestion === null ? null : { code: 'emailSuggestion', params: { suggestion } };
}
