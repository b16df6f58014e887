import { FAULT_STATUSES, MAX_FAULT_TIMES, RETRY_AFTER_STATUSES } from '../../../schemas/fixtureVocabulary';
import { ApiFailure } from '../ApiFailure';
import { FAULT_KINDS, MAX_FAULT_SECONDS, type FaultKind, type FaultMatch, type FaultSpec } from './Fault';

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];
const FIELDS: Record<FaultKind, readonly string[]> = {
  status: ['status', 'retryAfter', 'message', 'times'],
  drop: ['when', 'times'],
  stall: ['seconds', 'times'],
  offline: ['seconds'],
};
const COMMON = ['kind', 'match', 'token', 'loanApplicationId'];

// A value as a sentence shows it: JSON, cut short.
const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};
const aFault = (kind: unknown) => (kind === 'offline' ? `an ${kind} fault` : `a ${String(kind)} fault`);
const refuse = (field: string, sentence: string): never => {
  throw new ApiFailure(400, sentence, { field });
};

// A whole number from 1 to max, or a 400 naming the field and the range.
function wholeNumber(body: Record<string, unknown>, field: string, max: number, what: string, fallback?: number): number {
  const value = body[field];
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    return refuse(field, `${field} is required for ${aFault(body.kind)} (${what} from 1 to ${max})`);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    return refuse(field, `${field} ${shown(value)} is out of range (${what} from 1 to ${max})`);
  }
  return value;
}

// A non-empty string of at most 200 characters, or a 400 naming the field.
function text(value: unknown, field: string, example: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 200) {
    return refuse(field, `${field} must be a non-empty string of at most 200 characters (${example})`);
  }
  return value;
}

function parseMatch(value: unknown): FaultMatch {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse('match', 'match must be an object with method and/or path, e.g. {"method": "PATCH", "path": "/loanapplications"}');
  }
  const match: FaultMatch = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'method') {
      const method = typeof item === 'string' ? item.toUpperCase() : '';
      if (!METHODS.includes(method)) refuse('match.method', `match.method ${shown(item)} is not an HTTP method (one of ${METHODS.join(', ')})`);
      match.method = method;
    } else if (key === 'path') {
      // '/api/loanapplications' and '/loanapplications' mean the same: the path is read after /api.
      const path = text(item, 'match.path', 'a part of the path after /api, e.g. /loanapplications').replace(/^\/api(?=\/)/, '');
      if (path.includes('__sandbox')) refuse('match.path', 'match.path cannot name the control API (/api/__sandbox): faults never hit it, so they can always be cleared');
      match.path = path;
    } else {
      refuse(`match.${key}`, `match.${key} is not a match field (one of method, path)`);
    }
  }
  return match;
}

// Reads a POST /api/__sandbox/faults body strictly: the kind, its own fields in range, the optional match and scope.
// Anything else is a 400 whose sentence names the field and the allowed values, so a typo never queues a fault
// that silently does something else.
export function parseFault(body: unknown): FaultSpec {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse('kind', 'A fault is a JSON object, e.g. {"kind": "status", "status": 503}');
  }
  const input = body as Record<string, unknown>;
  const kind = input.kind;
  if (kind === undefined) refuse('kind', `kind is required (one of ${FAULT_KINDS.join(', ')})`);
  if (!FAULT_KINDS.includes(kind as FaultKind)) refuse('kind', `kind ${shown(kind)} is not a fault (one of ${FAULT_KINDS.join(', ')})`);
  const faultKind = kind as FaultKind;
  const allowed = [...COMMON, ...FIELDS[faultKind]];
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key)) refuse(key, `${key} does not apply to ${aFault(faultKind)} (its fields: ${allowed.join(', ')})`);
  }
  const scope = {
    ...(input.match !== undefined ? { match: parseMatch(input.match) } : {}),
    ...(input.token !== undefined ? { token: text(input.token, 'token', "a payment link's token") } : {}),
    ...(input.loanApplicationId !== undefined ? { loanApplicationId: text(input.loanApplicationId, 'loanApplicationId', 'an application id') } : {}),
  };
  const times = () => wholeNumber(input, 'times', MAX_FAULT_TIMES, 'a whole number of calls', 1);
  const seconds = () => wholeNumber(input, 'seconds', MAX_FAULT_SECONDS, 'a whole number of seconds');
  switch (faultKind) {
    case 'status': {
      const status = input.status;
      if (status === undefined) refuse('status', `status is required for a status fault (one of ${FAULT_STATUSES.join(', ')})`);
      if (!FAULT_STATUSES.includes(status as (typeof FAULT_STATUSES)[number])) {
        refuse('status', `status ${shown(status)} is not a fault status (one of ${FAULT_STATUSES.join(', ')})`);
      }
      if (input.retryAfter !== undefined && !RETRY_AFTER_STATUSES.includes(status as number)) {
        refuse('retryAfter', `retryAfter goes only with status ${RETRY_AFTER_STATUSES.join(' or ')} (this fault is ${String(status)})`);
      }
      const retryAfter = input.retryAfter === undefined ? undefined : wholeNumber(input, 'retryAfter', MAX_FAULT_SECONDS, 'a whole number of seconds');
      // A JSON body {"message": ...}, as an API gateway sends with its own 502/503/504 (or the lender with a 500).
      const message = input.message === undefined ? undefined : text(input.message, 'message', 'e.g. "Service Unavailable"');
      return {
        kind: 'status', status: status as number, ...(retryAfter !== undefined ? { retryAfter } : {}), ...(message !== undefined ? { message } : {}), times: times(), ...scope,
      };
    }
    case 'drop': {
      const when = input.when ?? 'after';
      if (when !== 'after' && when !== 'before') refuse('when', `when ${shown(when)} is not a moment to drop (one of after, before)`);
      return { kind: 'drop', when: when as 'after' | 'before', times: times(), ...scope };
    }
    case 'stall':
      return { kind: 'stall', seconds: seconds(), times: times(), ...scope };
    case 'offline':
      return { kind: 'offline', seconds: seconds(), ...scope };
  }
}
