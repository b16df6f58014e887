import type { ErrorObject } from 'ajv';
import { MESSAGES } from './ApiFailure';

/** Field-specific messages the client classifies (flows/errors.yaml): zip and state errors start with these. */
const FIELD_MESSAGES: Record<string, string> = {
  zip: MESSAGES.invalidZip,
  stateCode: `${MESSAGES.invalidState} code: use the 2-letter code, e.g. CA`,
  ssn4: 'Invalid ssn4: enter the last 4 digits of your SSN',
  authPin: `${MESSAGES.invalidPin}: enter the 4 digits we texted`,
  annualIncomeBeforeTaxes: "Invalid field 'annualIncomeBeforeTaxes': must be yearly income in whole dollars, 0 to 99,999,999,999 (a number, or up to 11 digits)",
};

const fieldOf = (error: ErrorObject): string => {
  const params = error.params as { additionalProperty?: string; missingProperty?: string };
  const path = error.instancePath.split('/').filter(Boolean);
  return params.additionalProperty ?? params.missingProperty ?? path[0] ?? '';
};

const within = (error: ErrorObject, path: string) => error.instancePath === path || error.instancePath.startsWith(`${path}/`);
const kindsList = (kinds: string[]) => (kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds.join(''));

// Ajv's words for a value that may be one of several kinds (anyOf: an answer is a string, number, boolean or list)
// list every branch's complaint, and the first is rarely the one meant. A value of one branch's kind gets that
// branch's complaint (a string too long, not "must be number"); a value of no branch's kind gets one line naming
// them all. A name refused by propertyNames is said once, by the propertyNames error (its pattern says how).
function plainer(errors: readonly ErrorObject[]): ErrorObject[] {
  const choices = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const named = new Set(errors.filter((e) => e.keyword === 'propertyNames').map((e) => e.instancePath));
  const kept = errors.filter((e) => !(choices.has(e.instancePath) && (e.keyword === 'type' || e.keyword === 'anyOf'))
    && !(named.has(e.instancePath) && e.keyword === 'pattern'));
  for (const path of choices) {
    if (kept.some((e) => within(e, path))) continue;
    const types = errors.filter((e) => e.keyword === 'type' && e.instancePath === path);
    const anyOf = errors.find((e) => e.keyword === 'anyOf' && e.instancePath === path) as ErrorObject;
    kept.push({ ...anyOf, keyword: 'type', message: `must be ${kindsList(types.map((e) => String((e.params as { type?: unknown }).type)))}` });
  }
  return kept;
}

const rank = (error: ErrorObject): number =>
  error.keyword === 'additionalProperties' ? 0 : error.keyword === 'required' ? 1 : error.keyword === 'type' ? 2 : 3;

// One clear sentence for a request body that breaks the contract, naming the field: unknown fields first, then
// missing ones, then wrong values. Returns the message and the field it is about.
export function describeBodyErrors(errors: readonly ErrorObject[]): { message: string; field: string } {
  const first = plainer(errors).sort((a, b) => rank(a) - rank(b))[0];
  if (!first) return { message: 'Invalid request body', field: '' };
  const field = fieldOf(first);
  const path = first.instancePath.slice(1).replace(/\//g, '.');
  const named = first.keyword === 'additionalProperties' || first.keyword === 'required';
  const where = named ? [path, field].filter(Boolean).join('.') : path;
  if (first.keyword === 'additionalProperties') return { message: `Unknown field '${where}'`, field };
  if (first.keyword === 'required') return { message: `Missing field '${where}'`, field };
  if (first.instancePath === '' && first.keyword === 'type') return { message: 'Request body must be a JSON object', field: '' };
  const special = FIELD_MESSAGES[field];
  if (special !== undefined && first.instancePath === `/${field}`) return { message: special, field };
  // Name the values the contract allows (never the value sent: it may be personal data).
  const allowed = first.keyword === 'enum' ? (first.params as { allowedValues?: unknown[] }).allowedValues : undefined;
  if (allowed) return { message: `Invalid field '${where}': must be one of ${allowed.map(String).join(', ')}`, field };
  if (first.keyword === 'propertyNames') {
    const pattern = errors.find((e) => e.keyword === 'pattern' && e.instancePath === first.instancePath);
    return { message: `Invalid field '${where}': every name ${pattern?.message ?? 'must be valid'}`, field };
  }
  return { message: `Invalid field '${where}': ${first.message ?? `fails ${first.keyword}`}`, field };
}
