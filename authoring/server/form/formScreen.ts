import type { CompiledFlow, Handler, Screen } from '../../../engine/flow/FlowTypes';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import { statusesIn } from './screenFixtures';
import { wayOnEvent } from './screenFlow';
import { formWords } from './formWords';
import { FormEditError } from './jsonFile';

/** One screen that shows a form, as the form editor changes it: where it is and what its submit does. */
export interface FormUse {
  screen: string;
  journey: 'borrower' | 'prequal';
  /** Its copy file's id: content/<locale>/screens/<copy>.md. */
  copy: string;
  /** The flow file that declares it (flows/borrower.yaml). */
  flowFile: string;
  /** Its handlers by event (the action each runs, the `save:` map). */
  on: Record<string, Handler>;
}

/** The form a screen shows, and every screen of either journey that shows the same form (the screen itself first). */
export interface FormScreen { screen: string; form: string; uses: FormUse[] }

// The screen product is on, found in the flows as flows:check reads them (both journeys compiled, common.yaml's
// screens in each), and every screen showing its form: a question added to the form is asked on each of them, so
// each one's copy gets its words and each one's `save:` its line.
export function formScreen(root: string, screen: string): FormScreen {
  const found = screenForm(root, screen);
  if (!found) throw new FormEditError(formWords.noForm(screen));
  return found;
}

/** The same, or null for a screen that shows no form (the plans): the panel can still add a screen after it. */
export function screenForm(root: string, screen: string): FormScreen | null {
  const flows = loadFlows(root);
  const uses: FormUse[] = [];
  let form: string | undefined;
  let found = false;
  const all: [string, Screen, 'borrower' | 'prequal', string][] = [];
  for (const flow of Object.values(flows.flows)) {
    if (!flow) continue;
    for (const [id, s] of Object.entries(flow.screens)) all.push([id, s, flow.journey, flow.origin[id] ?? `flows/${flow.journey}.yaml`]);
  }
  for (const [id, s] of all) if (id === screen) { found = true; form = s.form; }
  if (!found) throw new FormEditError(formWords.noScreen(screen));
  if (!form) return null;
  const seen = new Set<string>();
  for (const [id, s, journey, origin] of all.sort(([a], [b]) => (a === screen ? -1 : b === screen ? 1 : 0))) {
    // A screen of common.yaml is in both journeys: one screen, one copy file, one flow entry.
    if (s.form !== form || seen.has(id)) continue;
    seen.add(id);
    uses.push({ screen: id, journey, copy: s.copy ?? id, flowFile: origin, on: s.on ?? {} });
  }
  return { screen, form, uses };
}

// The screen the page at `path` shows (the page knows its address, not its screen's id): a screen whose path is that
// address, else one whose path's `:params` it fills (the entry's `/:token`). Null when no screen has that address.
export function screenAtPath(root: string, path: string): string | null {
  const flows = loadFlows(root);
  const parts = path.split('?')[0]!.replace(/\/+$/, '').split('/');
  const matches: { id: string; exact: boolean }[] = [];
  for (const flow of Object.values(flows.flows)) {
    for (const [id, s] of Object.entries(flow?.screens ?? {})) {
      if (typeof s.path !== 'string') continue;
      const pattern = s.path.replace(/\/+$/, '').split('/');
      if (pattern.length !== parts.length || !pattern.every((p, i) => p.startsWith(':') ? parts[i] !== '' : p === parts[i])) continue;
      matches.push({ id, exact: !s.path.includes(':') });
    }
  }
  return (matches.find((m) => m.exact) ?? matches[0])?.id ?? null;
}

// The progress bar around a screen, for "Add a screen after this one" to start its box between the two: the screen's
// own (a number; none for one whose progress depends on the borrower) and the next screen's, the least progress above
// it among the screens its way on leads to (those its status leads to, for `$status`: the routing rules of the
// statuses the way names, or all of them). Nothing when the screen's own is no number.
export function progressAround(root: string, id: string): { progress?: { here: number; next?: number } } {
  const flow = Object.values(loadFlows(root).flows).find((f): f is CompiledFlow => Boolean(f?.screens[id]));
  const screen = flow?.screens[id];
  if (!flow || !screen || typeof screen.progress !== 'number') return {};
  const here = screen.progress;
  const event = wayOnEvent(screen);
  const ways = (event ? screen.on?.[event]?.next ?? [] : []).filter((n) => n.goto !== '$stay');
  const targets = ways.flatMap((n) => {
    if (n.goto !== '$status') return [n.goto];
    const statuses = statusesIn(n.when);
    return flow.routing.filter((r) => !statuses || (statusesIn(r.when) ?? []).some((s) => statuses.includes(s))).map((r) => r.goto);
  });
  const above = targets.map((t) => flow.screens[t]?.progress).filter((p): p is number => typeof p === 'number' && p > here);
  return { progress: { here, ...(above.length ? { next: Math.min(...above) } : {}) } };
}
