import { messageFor } from '../../engine/fields/messageFor';
import type { ZipStatus } from './theme/zipStatus';
import type { Flash } from './useFlashedMessage';

/** A message on a field and its code (for analytics: never the value). */
export interface FieldMessage {
  text: string;
  code: string;
  /** Whether it keeps the form from being sent (a flashed message only tells). */
  blocks: boolean;
}

export interface OutsideMessagesInput {
  shown: readonly string[];
  /** The lender's messages by field (they go once the borrower edits the field). */
  serverErrors: Readonly<Record<string, string>>;
  zipField: string | undefined;
  zipStatus: ZipStatus;
  flash: Flash | null;
  messages: Readonly<Record<string, string>>;
}

// What a field says that its schema cannot know, and says whether or not the field was left: the lender's own
// message, the zip the lender does not know, a message flashed for a moment. One per field, in that order. These
// reach rjsf as its `extraErrors`.
export function outsideMessages(input: OutsideMessagesInput): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const field of input.shown) {
    const server = input.serverErrors[field];
    if (server) out[field] = { text: server, code: 'server', blocks: true };
    else if (field === input.zipField && input.zipStatus === 'invalid') out[field] = { text: input.messages.invalidZipCode ?? '', code: 'invalidZipCode', blocks: true };
    else if (input.flash?.field === field) out[field] = { text: messageFor(input.flash.issue, input.messages), code: input.flash.issue.code, blocks: false };
  }
  return out;
}
