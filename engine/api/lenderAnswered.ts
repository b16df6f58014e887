import { lenderSpoke } from './lenderSpoke';
import type { Reply } from './readReply';
import { GATEWAY_STATUSES } from './retryPolicy';

// Whether a reply is the lender's answer to this request, as opposed to a call that did not get through: the client
// retries only what is not, and drops a request's Idempotency-Key only once it is. A status the client does not retry
// is an answer; a 408, 429 or 500 is one when it carries the lender's words; a 502, 503 or 504 never is, whatever its
// body, since gateways and load balancers send those themselves, often with a JSON message of their own
// (docs/adr/0007). `retried`: the statuses the retry policy retries.
export function lenderAnswered(reply: Reply, retried: readonly number[]): boolean {
  if (!retried.includes(reply.status)) return true;
  if (GATEWAY_STATUSES.includes(reply.status)) return false;
  return lenderSpoke(reply);
}
