import type { Condition } from '../../../engine/flow/Condition';
import type { CompiledFlow, Next, Target } from '../../../engine/flow/FlowTypes';
import { factsFor } from '../../../engine/facts/factsFor';
import { conditionText } from '../../../scripts/lib/conditionText';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import type { WayOnView } from '../../shared/formTypes';
import { FormRefusal } from './formEdit';
import { formWords } from './formWords';
import { wayOn } from './screenFlow';

// Who goes to a screen added after another (issue 46, item 5; the guide's sections 4 and 6 send only the approved
// borrowers): each way on from the screen before, in words a product manager reads (where it leads, and when, from
// the facts' own descriptions in engine/facts/), for the add-screen form to tick; and the statuses the journey's
// borrowers can have, to send only some of every other borrower.

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const said = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const many = (v: unknown) => (Array.isArray(v) ? v.map(said) : [said(v)]);

/** The statuses a journey's borrowers can have (its `status` fact's values). */
export const statusesOf = (journey: CompiledFlow['journey']): readonly string[] => factsFor(journey).status?.values ?? [];

/** Where a way on leads, in words: a screen by its name, `$status` as where the borrower's status leads. */
const whereSaid = (goto: Target) => ({ $status: formWords.whereStatus, $entry: formWords.whereEntry, $return: formWords.whereReturn } as Record<string, string>)[goto] ?? goto;

/** One fact of a condition in words, the fact named by its description. */
function factSaid(journey: CompiledFlow['journey'], fact: string, value: unknown): string {
  const name = factsFor(journey)[fact]?.describe ?? fact;
  if (value === true) return name;
  if (value === false) return formWords.factNot(name);
  if (!isObject(value)) return formWords.factIs(name, many(value));
  return Object.entries(value).map(([op, arg]) => {
    if (op === 'eq' || op === 'in') return formWords.factIs(name, many(arg));
    if (op === 'has' || op === 'hasAny' || op === 'hasAll') return formWords.factIncludes(name, many(arg), op === 'hasAll');
    if (op === 'only') return formWords.factOnly(name, said(arg));
    if (op === 'empty') return formWords.factEmpty(name, arg === true);
    if (op === 'exists') return formWords.factKnown(name, arg === true);
    if (op === 'contains' || op === 'containsAny') return formWords.factSays(name, many(arg));
    return formWords.factCompared(name, op, said(arg));
  }).join(' and ');
}

/** A flow condition in words, walked as the flow map's (scripts/lib/conditionText.ts), each fact by its description. */
export const conditionSaid = (journey: CompiledFlow['journey'], condition: Condition): string =>
  conditionText(condition, { fact: (fact, value) => factSaid(journey, fact, value), not: formWords.factNot });

/** One way on in words: where it leads and when, or every (other) borrower's. */
export const wayOnSaid = (journey: CompiledFlow['journey'], next: Next, first: boolean): string =>
  (next.when ? formWords.wayOnWhen(whereSaid(next.goto), conditionSaid(journey, next.when)) : formWords.wayOnAll(whereSaid(next.goto), first));

// The ways on from the screen `id` the add-screen form offers, and its journey's statuses; nothing when the editor
// puts no screen after it (a screen of both journeys, or a way on it refuses: the form then says why on sending).
export function waysOnView(root: string, id: string): { waysOn?: WayOnView[]; statuses?: string[] } {
  const flow = Object.values(loadFlows(root).flows).find((f) => f?.screens[id]);
  const screen = flow?.screens[id];
  const file = flow?.origin[id] ?? `flows/${flow?.journey}.yaml`;
  if (!flow || !screen || file === 'flows/common.yaml') return {};
  try {
    const way = wayOn(file, id, screen);
    return {
      waysOn: way.offered.map((i) => ({ index: i, said: wayOnSaid(flow.journey, way.items[i]!, i === way.firstOn), ...(i === way.fallback ? { fallback: true as const } : {}) })),
      statuses: [...statusesOf(flow.journey)],
    };
  } catch (error) {
    if (error instanceof FormRefusal) return {};
    throw error;
  }
}
