import type { Action, ActionDeps } from '../../../engine/actions/ActionTypes';
import { actions, type Journey } from '../../../engine/actions/registry';

/** What an action does with a form's answers: the ones it reads by name, and whether it sends them all as they are. */
export interface ActionReads { names: Set<string>; all: boolean }

const failed = () => Promise.resolve({ ok: false as const, error: { kind: 'general' as const, message: 'not sent: the form editor only looks' } });
/** Everything an action may use, doing nothing: no call leaves the dev server, every store answers nothing. */
const idle = (): ActionDeps => {
  const anything = new Proxy({}, { get: () => () => null });
  return {
    api: { get: failed, patch: failed, post: failed } as unknown as ActionDeps['api'],
    tokens: anything as ActionDeps['tokens'],
    idempotency: { keyFor: () => 'form-editor', succeeded: () => undefined },
    sleep: () => Promise.resolve(),
    now: () => 0,
  };
};

// Which answers an action sends to the lender by their names, learnt from the action itself rather than a list
// kept beside it (the engine's actions are plain functions of injected calls, engine/actions/registry.ts): it is run
// once with calls that send nothing, a state that has every field, and an input that notes what is read of it
// (`input.phone`, `input.pin`) and whether the form's answers are handed on whole (`submitData` sends every answer
// under its own name). The answers a `save:` map names (saveAnswers) are read through that map, which the flow says.
export async function actionReads(journey: Journey, name: string, save?: Record<string, string>): Promise<ActionReads> {
  const action = (actions[journey] as Record<string, Action<unknown>>)[name];
  const reads: ActionReads = { names: new Set(), all: false };
  if (!action) return reads;
  const values = new Proxy({}, {
    get: (_t, key) => (typeof key === 'string' && !save ? (reads.names.add(key), undefined) : undefined),
    ownKeys: () => { if (!save) reads.all = true; return []; },
  });
  const input = new Proxy({}, {
    get: (_t, key) => {
      if (key === 'values') return values;
      if (typeof key === 'string') reads.names.add(key);
      return undefined;
    },
  });
  const state = new Proxy({}, { get: (_t, key) => (typeof key === 'string' ? `form-editor-${key}` : undefined) });
  try {
    await action(idle(), { state, input, ...(save ? { save } : {}) });
  } catch {
    // an action that needs more than nothing to go on has said what it reads by then
  }
  return reads;
}
