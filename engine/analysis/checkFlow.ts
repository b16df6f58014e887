import type { FactDef } from '../facts/FactDef';
import { closestName } from '../flow/closestName';
import { COMBINATORS, OPERATORS } from '../flow/Condition';
import type { FlowProblem } from '../flow/compileFlow';
import type { CompiledFlow, Screen } from '../flow/FlowTypes';
import { shadowedRules } from './shadowedRules';

/** What exists outside the flow, for the checker to hold the flow's names against. */
export interface FlowWorld {
  facts: Record<string, FactDef<never>>;
  /** The actions of the flow's journey (engine/actions/registry.ts): a flow may name no other. */
  actions: readonly string[];
  components: readonly string[];
  forms: readonly string[];
  /** copy key -> the button ids and variant names its front matter defines; `unreadable` when the file is there but
   * does not read (its own problem is reported on its line, and its buttons and variants are unknown) */
  copy: Record<string, { buttons: readonly string[]; variants: readonly string[]; unreadable?: boolean }>;
  modals: readonly string[];
  /** The waiting texts of content/en/site.yaml `loading:` (a handler's `wait:` names one). */
  loadingTexts?: readonly string[];
  /** Each form's fields, by form id (a transition's `clear:` names fields of its screen's form). */
  formFields?: Record<string, readonly string[]>;
  /** The keys of content/en/errors.yaml (a transition's `clear:` says one on each field); unknown when it does not read. */
  errorTexts?: readonly string[];
}

type Path = (string | number)[];
const LIST_OPS = new Set(['has', 'hasAny', 'hasAll', 'only', 'empty']);
const NUMBER_OPS = new Set(['gt', 'gte', 'lt', 'lte']);
const STRING_OPS = new Set(['contains', 'containsAny']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// The flow's shape is the JSON Schema's to report (flows:check does it first); here a part of the wrong shape (a
// text where a list belongs, a handler without next) is read as absent, so the checker never throws on it.
const listOf = <T>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : []);
const entries = <T>(v: Record<string, T> | undefined): [string, T][] => (isObject(v) ? Object.entries(v as Record<string, T>) : []);

// Holds every name a compiled journey uses against what exists (screens, facts and their values, actions,
// components, forms, copy, buttons, variants, modals) and checks that every screen can be reached. Each problem
// names the file and the key path, which flows:check turns into file:line:column.
export function checkFlow(flow: CompiledFlow, world: FlowWorld, mainFile: string): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const add = (file: string, path: Path, message: string, meant?: string): void => void problems.push({ file, path, message, ...(meant ? { meant } : {}) });
  const screenIds = new Set(Object.keys(flow.screens));
  const known = (s: string) => screenIds.has(s);
  const suggest = (name: string, pool: Iterable<string>) => {
    const near = closestName(name, pool);
    return near ? ` (did you mean "${near}"?)` : '';
  };
  // A mistyped screen reference -> the screen its "did you mean" names (read by the reachability pass below).
  const meant = new Map<string, string>();
  const screenRef = (file: string, path: Path, target: unknown, allow: string[]) => {
    if (typeof target !== 'string' || allow.includes(target) || known(target)) return;
    const near = closestName(target, screenIds);
    if (near) meant.set(target, near);
    add(file, path, `"${target}" is not a screen of the ${flow.journey} journey${near ? ` (did you mean "${near}"?)` : ''}`, near);
  };

  const checkCondition = (file: string, path: Path, cond: unknown): void => {
    if (!isObject(cond)) return add(file, path, 'a condition must be a mapping of facts to values');
    for (const [key, value] of Object.entries(cond)) {
      const at = [...path, key];
      if ((COMBINATORS as readonly string[]).includes(key)) {
        if (key === 'not') checkCondition(file, at, value);
        else if (!Array.isArray(value)) add(file, at, `"${key}" takes a list of conditions`);
        else value.forEach((c, i) => checkCondition(file, [...at, i], c));
        continue;
      }
      const fact = world.facts[key];
      if (!fact) {
        add(file, at, `unknown fact "${key}"${suggest(key, Object.keys(world.facts))}; known facts are listed in engine/facts/${flow.journey}Facts.ts`);
        continue;
      }
      const checkValue = (v: unknown, where: Path) => {
        if (fact.values && typeof v === 'string' && !fact.values.includes(v)) add(file, where, `"${v}" is not a value of fact "${key}" (${fact.values.join(', ')})`);
        if (fact.type === 'boolean' && typeof v !== 'boolean') add(file, where, `fact "${key}" is true or false, not ${JSON.stringify(v)}`);
      };
      if (Array.isArray(value)) value.forEach((v, i) => checkValue(v, [...at, i]));
      else if (isObject(value)) {
        for (const [op, arg] of Object.entries(value)) {
          const opAt = [...at, op];
          if (!(OPERATORS as readonly string[]).includes(op)) { add(file, opAt, `unknown operator "${op}" (${OPERATORS.join(', ')})`); continue; }
          if (LIST_OPS.has(op) && fact.type !== 'list') add(file, opAt, `"${op}" needs a list fact, and "${key}" is a ${fact.type}`);
          if (NUMBER_OPS.has(op) && fact.type !== 'number') add(file, opAt, `"${op}" needs a number fact, and "${key}" is a ${fact.type}`);
          if (STRING_OPS.has(op) && fact.type !== 'string') add(file, opAt, `"${op}" needs a string fact, and "${key}" is a ${fact.type}`);
          if (op === 'has' || op === 'only' || op === 'eq') checkValue(arg, opAt);
          if ((op === 'hasAny' || op === 'hasAll' || op === 'in') && Array.isArray(arg)) arg.forEach((v, i) => checkValue(v, [...opAt, i]));
        }
      } else if (fact.type === 'list') add(file, at, `fact "${key}" is a list: test it with has, hasAny, hasAll, only or empty`);
      else checkValue(value, at);
    }
  };

  const rules = (list: 'routing' | 'phoneSteps') => {
    const seen = new Set<string>();
    const all = listOf(flow[list]);
    all.forEach((rule, i) => {
      const at: Path = [list, i];
      if (!isObject(rule)) return;
      if (seen.has(rule.id)) add(mainFile, [...at, 'id'], `rule id "${rule.id}" is used twice in ${list}`);
      seen.add(rule.id);
      if (rule.when) checkCondition(mainFile, [...at, 'when'], rule.when);
      else if (i < all.length - 1) add(mainFile, at, `rule "${rule.id}" has no condition, so the rules after it can never apply`);
      screenRef(mainFile, [...at, 'goto'], rule.goto, []);
    });
  };
  rules('phoneSteps');
  rules('routing');
  screenRef(mainFile, ['entry'], flow.entry, []);
  screenRef(mainFile, ['fallback'], flow.fallback, []);
  for (const [kind, target] of entries(flow.errors)) screenRef(mainFile, ['errors', kind], target, ['$stay', '$entry']);
  for (const key of ['idle', 'absolute'] as const) screenRef(mainFile, ['session', key], flow.session[key], []);

  const paths = new Map<string, string>();
  for (const [id, screen] of entries(flow.screens)) if (isObject(screen)) checkScreen(id, screen, flow.origin[id] ?? mainFile);

  function checkScreen(id: string, screen: Screen, file: string) {
    const at: Path = ['screens', id];
    const other = paths.get(screen.path);
    if (other) add(file, [...at, 'path'], `path "${screen.path}" is also the path of screen "${other}"`);
    paths.set(screen.path, id);
    const copyKey = screen.copy ?? id;
    const copyFile = world.copy[copyKey];
    const copy = copyFile?.unreadable ? undefined : copyFile;
    if (!copyFile) add(file, screen.copy ? [...at, 'copy'] : at, `screen "${id}" has no copy: content/en/screens/${copyKey}.md does not exist${suggest(copyKey, Object.keys(world.copy))}`);
    if (screen.form && !world.forms.includes(screen.form)) add(file, [...at, 'form'], `form "${screen.form}" does not exist (schemas/forms/${screen.form}.schema.json)${suggest(screen.form, world.forms)}`);
    if (screen.component && !world.components.includes(screen.component)) add(file, [...at, 'component'], `component "${screen.component}" is not registered (engine/registry/components.ts)${suggest(screen.component, world.components)}`);
    if (Array.isArray(screen.progress)) screen.progress.forEach((r, i) => isObject(r) && r.when && checkCondition(file, [...at, 'progress', i, 'when'], r.when));
    listOf(screen.variant).forEach((v, i) => {
      if (!isObject(v)) return;
      if (v.when) checkCondition(file, [...at, 'variant', i, 'when'], v.when);
      if (copy && !copy.variants.includes(v.use)) add(file, [...at, 'variant', i, 'use'], `variant "${v.use}" is not in content/en/screens/${copyKey}.md (variants: ${copy.variants.join(', ') || 'none'})`);
    });
    listOf(screen.modals).forEach((m, i) => {
      if (!world.modals.includes(m)) add(file, [...at, 'modals', i], `modal "${m}" has no content/en/modals/${m}.md${suggest(m, world.modals)}`);
    });
    const header = isObject(screen.header) ? screen.header : {};
    if (header.back) screenRef(file, [...at, 'header', 'back'], header.back, ['$entry']);
    if (header.backWhen) checkCondition(file, [...at, 'header', 'backWhen'], header.backWhen);
    const on = Object.fromEntries(entries(screen.on));
    listOf(screen.buttons).forEach((b, i) => {
      if (!isObject(b)) return;
      const bAt = [...at, 'buttons', i];
      if (copy && !copy.buttons.includes(b.id)) add(file, [...bAt, 'id'], `button "${b.id}" has no label under buttons: in content/en/screens/${copyKey}.md`);
      // An on: of the wrong shape is the schema's line; which events it handles is unknown until it is fixed.
      if (!on[b.event] && (screen.on === undefined || isObject(screen.on))) add(file, [...bAt, 'event'], `button "${b.id}" sends event "${b.event}", which screen "${id}" does not handle under on:`);
      if (b.when) checkCondition(file, [...bAt, 'when'], b.when);
    });
    for (const [event, handler] of Object.entries(on)) {
      if (!isObject(handler)) continue;
      const hAt = [...at, 'on', event];
      if (handler.action && !world.actions.includes(handler.action)) add(file, [...hAt, 'action'], `action "${handler.action}" is not an action of the ${flow.journey} journey (engine/actions/registry.ts)${suggest(handler.action, world.actions)}`);
      if (handler.when) checkCondition(file, [...hAt, 'when'], handler.when);
      if (handler.wait && world.loadingTexts && !world.loadingTexts.includes(handler.wait)) {
        add(file, [...hAt, 'wait'], `"${handler.wait}" is not a waiting text under loading: in content/en/site.yaml (${world.loadingTexts.join(', ')})${suggest(handler.wait, world.loadingTexts)}`);
      }
      if (handler.wait && !handler.action) add(file, [...hAt, 'wait'], 'wait: shows while an action runs, and this handler has no action');
      const steps = listOf(handler.next);
      steps.forEach((n, i) => {
        if (!isObject(n)) return;
        if (n.when) checkCondition(file, [...hAt, 'next', i, 'when'], n.when);
        else if (i < steps.length - 1) add(file, [...hAt, 'next', i], 'this step has no condition, so the steps after it can never apply');
        screenRef(file, [...hAt, 'next', i, 'goto'], n.goto, ['$stay', '$status', '$entry', '$return']);
        // The direct marker belongs to the link route: on a step that goes anywhere else it would do nothing.
        if (n.direct === true && n.goto !== '$entry') add(file, [...hAt, 'next', i, 'direct'], `direct: true marks a move to the link route, and this step goes to "${String(n.goto)}": write goto: $entry, or drop direct`);
        // Fields cleared (a wrong code) belong to the form of the screen the borrower stays on, each with a text to say.
        if (isObject(n.clear)) {
          const cAt = [...hAt, 'next', i, 'clear'];
          if (n.goto !== '$stay') add(file, cAt, `clear: empties fields of the form the borrower stays on, and this step goes to "${String(n.goto)}": write goto: $stay, or drop clear`);
          else if (!screen.form) add(file, cAt, `clear: empties fields of the screen's form, and screen "${id}" has no form`);
          const fields = screen.form ? world.formFields?.[screen.form] : undefined;
          for (const [field, text] of Object.entries(n.clear)) {
            if (fields && !fields.includes(field)) add(file, [...cAt, field], `"${field}" is not a field of form "${screen.form}" (${fields.join(', ')})${suggest(field, fields)}`);
            if (world.errorTexts && typeof text === 'string' && !world.errorTexts.includes(text)) add(file, [...cAt, field], `"${text}" is not a text of content/en/errors.yaml${suggest(text, world.errorTexts)}`);
          }
        }
      });
    }
  }

  // Reachability: from the entry, every rule's target, the error and session pages, and linkable screens,
  // following transitions and back links. A mistyped reference counts as leading to the screen its "did you mean"
  // names: that screen is unreached only through the typo, whose own line already says how to fix it, and the fix
  // it suggests reaches the screen. Were another fix meant, the next run names the screen then. A reference with no
  // suggestion leads nowhere, so a screen that only it could have reached is still reported.
  const reached = new Set<string>();
  const target = (goto: unknown): string | undefined => (typeof goto === 'string' ? (goto === '$entry' || goto === '$return' ? flow.entry : meant.get(goto) ?? goto) : undefined);
  const queue: (string | undefined)[] = [flow.entry, flow.fallback, ...listOf(flow.routing).map((r) => r?.goto), ...listOf(flow.phoneSteps).map((r) => r?.goto),
    ...Object.values(flow.errors), ...[flow.session.idle, flow.session.absolute],
    ...entries(flow.screens).filter(([, s]) => isObject(s) && s.linkable).map(([id]) => id)].map(target);
  while (queue.length) {
    const id = queue.shift();
    if (id === undefined || reached.has(id) || !known(id)) continue;
    reached.add(id);
    const s = flow.screens[id];
    if (!isObject(s)) continue;
    for (const [, h] of entries(s.on)) if (isObject(h)) for (const n of listOf(h.next)) queue.push(isObject(n) ? target(n.goto) : undefined);
    if (isObject(s.header)) queue.push(target(s.header.back));
  }
  for (const id of screenIds) {
    if (!reached.has(id) && flow.origin[id] === mainFile) add(mainFile, ['screens', id], `screen "${id}" is never reached: no rule, transition or error leads to it (mark it linkable if it opens by its address)`);
  }
  // Rules, steps, variants and progress values an earlier one always takes first, or whose condition cannot hold.
  problems.push(...shadowedRules(flow, world.facts, mainFile).problems);
  return problems;
}
