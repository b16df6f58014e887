import { MESSAGES, errorBody } from '../ApiFailure';
import type { Reply } from '../ServerContext';
import type { SendOutcome } from './phoneCodes';

// The answer to a code that was not sent: 423 while the link's phone is locked, 429 for a resend too soon or one
// number too many for the link (its message says 'lockout', so the app shows the locked page).
export function sendRefusal(sent: Exclude<SendOutcome, { ok: true }>): Reply {
  if (sent.reason === 'locked') return { status: 423, body: errorBody(MESSAGES.lockout(sent.minutes)) };
  if (sent.reason === 'tooManyNumbers') return { status: 429, body: errorBody(MESSAGES.tooManyNumbers(sent.minutes), { field: 'mobileNumber' }) };
  return { status: 429, body: errorBody(MESSAGES.resendTooSoon(sent.seconds)) };
}
