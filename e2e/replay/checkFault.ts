import { closestText, didYouMean } from '../../engine/flow/closestName';
import { problemAt, type Problem } from '../../engine/Problem';
import { CALL_METHODS, callMatch, FAULT_DROPS, FAULT_KINDS, FAULT_SECONDS, FAULT_STATUSES, FAULT_TIMES, RETRY_AFTER_SECONDS, RETRY_AFTER_WITH, UNFAULTED_PATHS } from './faultRequest';

/** Where a fault step's `fault:` is: the fixture (fixtures/x.yaml), its text and the key path of `fault:` in it. */
export interface FaultPlace { file: string; text: string; path: readonly (string | number)[] }

const AIMS = ['on', 'times', 'retryAfter', 'message'];
const KINDS: readonly string[] = FAULT_KINDS;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const within = (v: unknown, range: { min: number; max: number }) => typeof v === 'number' && Number.isFinite(v) && v >= range.min && v <= range.max;
const wholeWithin = (v: unknown, range: { min: number; max: number }) => within(v, range) && Number.isInteger(v);
const shown = (v: unknown) => JSON.stringify(v) ?? 'nothing';
const SHAPES = '{ status: 503 }, { drop: after }, { stall: 20 } or { offline: 5 }';

// The step checker's part for `fault:` (checkFixtureSteps): one kind with a value the replay and the sandbox take,
// then what aims it (on, times, retryAfter), each mistake at its key with the allowed values (a problem of the
// fixtureSteps rule, at `place`). `calls`: the API's calls ('PATCH /loanapplications/{id}', from
// schemas/api/openapi.yaml) that `on` must name a part of; absent, `on` is held to its shape only.
export function checkFault(fault: unknown, place: FaultPlace, calls?: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const at = (key: string, message: string) => problems.push(problemAt('fixtureSteps', place.file, place.text, key === '' ? place.path : [...place.path, key], message));
  if (!isObject(fault)) {
    at('', `fault takes a mapping: ${SHAPES}, with on: and times: to aim it`);
    return problems;
  }
  const keys = Object.keys(fault);
  const kinds = keys.filter((k) => KINDS.includes(k));
  const unknown = keys.filter((k) => !KINDS.includes(k) && !AIMS.includes(k));
  // A kind misspelt is the mistake QA makes most ('ofline', 'staus'): said as such, not also as a fault without a kind.
  const misspelt = kinds.length === 0 ? unknown.find((k) => closestText(k, KINDS) !== undefined) : undefined;
  for (const k of unknown) {
    if (k === misspelt) at(k, `fault kind "${k}" is not a fault: ${KINDS.join(', ')}${didYouMean(k, KINDS)}`);
    else at(k, `unknown fault key "${k}"${didYouMean(k, [...KINDS, ...AIMS])}: a fault is one of ${KINDS.join(', ')}, with on, times, retryAfter and message`);
  }
  if (kinds.length === 0 && misspelt === undefined) at('', `a fault needs its kind: offline (seconds), drop (after or before), status (${FAULT_STATUSES.join(', ')}) or stall (seconds), such as ${SHAPES}`);
  if (kinds.length > 1) at(kinds[1] as string, `a fault has one kind, found ${kinds.join(' and ')}: make each its own fault step`);
  const kind = kinds[0];
  const v = kind === undefined ? undefined : fault[kind];
  if ((kind === 'offline' || kind === 'stall') && !wholeWithin(v, FAULT_SECONDS)) at(kind, `fault ${kind} takes whole seconds from ${FAULT_SECONDS.min} to ${FAULT_SECONDS.max}, not ${shown(v)}`);
  if (kind === 'drop' && !(FAULT_DROPS as readonly unknown[]).includes(v)) {
    at(kind, `fault drop takes after (the server did the work and the answer is lost) or before (nothing was done), not ${shown(v)}${typeof v === 'string' ? didYouMean(v, FAULT_DROPS) : ''}`);
  }
  if (kind === 'status' && !(FAULT_STATUSES as readonly unknown[]).includes(v)) at(kind, `fault status ${shown(v)} is not allowed: ${FAULT_STATUSES.join(', ')} (the statuses the app retries)`);
  if ('retryAfter' in fault) {
    const statusKnown = (FAULT_STATUSES as readonly unknown[]).includes(v);
    if (kind !== undefined && (kind !== 'status' || (statusKnown && !RETRY_AFTER_WITH.includes(v as number)))) at('retryAfter', `retryAfter goes with status ${RETRY_AFTER_WITH.join(' or ')} (the seconds of its Retry-After header)`);
    else if (!wholeWithin(fault.retryAfter, RETRY_AFTER_SECONDS)) at('retryAfter', `fault retryAfter takes whole seconds from ${RETRY_AFTER_SECONDS.min} to ${RETRY_AFTER_SECONDS.max}, not ${shown(fault.retryAfter)}`);
  }
  if ('message' in fault) {
    if (kind !== undefined && kind !== 'status') at('message', 'message goes with status (the JSON body {"message": ...} a gateway sends with it)');
    else if (typeof fault.message !== 'string' || fault.message.trim() === '' || fault.message.length > 200) at('message', `fault message takes the text of the gateway's {"message": ...}, 1 to 200 characters, not ${shown(fault.message)}`);
  }
  if ('times' in fault) {
    if (kind === 'offline') at('times', 'times goes with drop, status or stall: offline fails every call for its seconds');
    else if (!wholeWithin(fault.times, FAULT_TIMES)) at('times', `fault times takes how many calls in a row fail, from ${FAULT_TIMES.min} to ${FAULT_TIMES.max}, not ${shown(fault.times)}`);
  }
  if ('on' in fault) {
    const problem = onProblem(fault.on, calls);
    if (problem) at('on', problem);
  }
  return problems;
}

/** What `on` may be near: each path of the API and each of its words ('/offers'), for a did-you-mean. */
const pathParts = (paths: readonly string[]) => [...new Set(paths.flatMap((p) => {
  const segments = p.split('/').filter(Boolean).filter((s) => !s.startsWith('{'));
  return [p, ...segments.map((s) => `/${s}`)];
}))];

// What is wrong with `on:`, if anything: its shape (a method, a path part after /api, or both), then whether it
// names a call of the API (a part of a path of that method), never the calls faults leave alone.
function onProblem(on: unknown, calls?: readonly string[]): string | undefined {
  const match = typeof on === 'string' ? callMatch(on) : null;
  if (!match || (match.method === undefined && match.path === undefined)) {
    return `fault on takes a method (${CALL_METHODS.join(', ')}) and a path part after /api, such as 'PATCH /loanapplications', not ${shown(on)}`;
  }
  const path = match.path ?? '';
  if (path === '/api' || path.startsWith('/api/')) return `fault on names the path after /api: write ${shown(`${match.method ?? ''} ${path.slice(4) || '/'}`.trim())}`;
  if (/[{}]/.test(path)) return `fault on takes words of a path, not its placeholders (the sandbox matches the real path): write the part before or after ${path.match(/\{[^}]*\}/)?.[0] ?? 'it'}, such as '/loanapplications' or '/offers'`;
  if (UNFAULTED_PATHS.some((p) => path.startsWith(p))) return `fault on cannot aim at ${path}: a fault step is for the borrower's calls, not the control API, analytics, CSP reports or the stand-ins`;
  if (!calls) return undefined;
  const named = calls.map((c) => c.split(' ') as [string, string]);
  if (named.some(([method, p]) => (match.method === undefined || method === match.method) && p.includes(path))) return undefined;
  const ofMethod = named.filter(([method]) => match.method === undefined || method === match.method).map(([, p]) => p);
  const near = path === '' ? undefined : closestText(path, pathParts(ofMethod));
  const methods = [...new Set(named.filter(([, p]) => p.includes(path)).map(([m]) => m))];
  const hint = near !== undefined ? ` (did you mean "${`${match.method ?? ''} ${near}`.trim()}"?)` : methods.length > 0 ? ` (that path is called with ${methods.join(', ')})` : '';
  return `fault on ${shown(on)} names no call of the API (schemas/api/openapi.yaml)${hint}`;
}
