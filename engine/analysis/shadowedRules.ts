import type { Condition } from '../flow/Condition';
import type { FactShape } from './conditionSpace';
import { checkFirstMatchList, checkOneCondition, type Fixed, type Item, type Path, type Scenario, type ShadowedRules } from './firstMatchList';
import type { CompiledFlow, Handler } from '../flow/FlowTypes';

export type { ShadowedRules } from './firstMatchList';

// The same test transition.ts makes: with an action error, only steps naming actionError are considered.
const mentions = (value: unknown, key: string): boolean =>
  typeof value === 'object' && value !== null && Object.entries(value).some(([k, v]) => k === key || mentions(v, key));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// A list the schema check finds malformed (an entry that is not a mapping) is left to that check's line.
const listOf = <T>(v: T[] | undefined): T[] => (Array.isArray(v) && v.every(isObject) ? v : []);
const entry = (when: Condition | undefined) => (when !== undefined ? { when } : {});

// Finds, exactly, the entries of every "first match wins" list of a journey that can never be the one that applies:
// routing rules, phone steps, each handler's `next` steps, each screen's variants and progress values. An entry is
// shadowed when every state meeting its `when` meets an earlier entry's first, unreachable when its `when` cannot
// hold at all. Facts range over finite domains (engine/analysis/conditionSpace.ts), so "no state" is a proof, not a
// guess; conditions flows:check already reports (an unknown fact, a wrong value) are left out of the reasoning.
export function shadowedRules(flow: CompiledFlow, facts: Record<string, FactShape>, mainFile: string): ShadowedRules {
  const out: ShadowedRules = { problems: [], marks: [] };
  const errorKinds = facts.actionError?.values ?? [];
  const here = (screen: string): Fixed => (facts.screen ? { screen: [screen] } : {});

  for (const list of ['routing', 'phoneSteps'] as const) {
    if (!Array.isArray(flow[list])) continue;
    const noun = list === 'routing' ? 'rule' : 'phone step';
    const items: Item[] = listOf(flow[list]).map((r, i) => ({
      ...entry(r.when), title: `${noun} "${r.id}"`, ref: `${noun} "${r.id}"`, short: `"${r.id}"`,
      path: [list, i], id: `${list}.${r.id}`, mentionsError: false,
    }));
    checkFirstMatchList({ file: mainFile, items, many: `${noun}s`, missingWhenReported: true, scenarios: [{ fixed: {}, considers: () => true }], fixed: {} }, facts, out);
  }

  for (const [screenId, screen] of Object.entries(isObject(flow.screens) ? flow.screens : {})) {
    if (!isObject(screen)) continue;
    const file = flow.origin[screenId] ?? mainFile;
    const at: Path = ['screens', screenId];
    const fixed = here(screenId);
    for (const [event, handler] of Object.entries(isObject(screen.on) ? screen.on : {}) as [string, Handler][]) {
      if (!isObject(handler)) continue;
      checkOneCondition(file, [...at, 'on', event], `on.${event} can never run`, handler.when, fixed, facts, out);
      if (!Array.isArray(handler.next)) continue;
      const items: Item[] = listOf(handler.next).map((n, i) => ({
        ...entry(n.when), title: `step ${i + 1} of on.${event} (goto ${n.goto})`, ref: `step ${i + 1} (goto ${n.goto})`,
        short: String(i + 1), path: [...at, 'on', event, 'next', i], id: `screens.${screenId}.on.${event}.next[${i}]`, mentionsError: mentions(n.when, 'actionError'),
      }));
      // Without an action nothing can fail, so actionError is null; with one, a failed action considers only the
      // steps that name actionError (transition.ts).
      const ok: Fixed = facts.actionError ? { ...fixed, actionError: [null] } : fixed;
      const scenarios: Scenario[] = [{ fixed: ok, considers: () => true }];
      if (handler.action && facts.actionError) scenarios.push({ fixed: { ...fixed, actionError: errorKinds }, considers: (it) => it.mentionsError });
      checkFirstMatchList({ file, items, many: 'steps', missingWhenReported: true, scenarios, fixed: handler.action ? fixed : ok }, facts, out);
    }
    const ordered = [
      ['variant', listOf(screen.variant).map((v, i, all) => ({
        when: v.when, name: all.filter((w) => w.use === v.use).length > 1 ? `variant ${i + 1} ("${v.use}")` : `variant "${v.use}"`,
      })), 'variants'],
      ['progress', listOf(Array.isArray(screen.progress) ? screen.progress : undefined).map((p) => ({ when: p.when, name: `progress value ${p.value}` })), 'progress values'],
    ] as const;
    for (const [key, entries, many] of ordered) {
      const items: Item[] = entries.map((e, i) => ({
        ...entry(e.when), title: e.name, ref: e.name, short: e.name.replace(/^(variant|progress value) /, ''), path: [...at, key, i], mentionsError: false,
      }));
      checkFirstMatchList({ file, items, many, missingWhenReported: false, scenarios: [{ fixed, considers: () => true }], fixed }, facts, out);
    }
    listOf(screen.buttons).forEach((b, i) => checkOneCondition(file, [...at, 'buttons', i], `button "${b.id}" can never show`, b.when, fixed, facts, out));
    if (isObject(screen.header) && screen.header.back) checkOneCondition(file, [...at, 'header', 'backWhen'], 'the back link can never show', screen.header.backWhen, fixed, facts, out);
  }
  return out;
}
