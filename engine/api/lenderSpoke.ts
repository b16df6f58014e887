import { extractServerMessage } from './extractServerMessage';
import type { Reply } from './readReply';

// Whether a failed reply carries the lender's own words (a JSON body with a message), as opposed to a gateway's
// page, a plain-text status line or nothing. A failure the lender explains follows the spec's table
// (flows/errors.yaml); one nobody explains is the network's, retried when safe and never shown as a server message.
export function lenderSpoke(reply: Reply): boolean {
  const { body, readable } = reply;
  return readable && typeof body === 'object' && body !== null && extractServerMessage(body) !== undefined;
}
