import type { CompiledFlow, Screen } from './FlowTypes';

/** A screen's place on the progress bar (its lowest value when it depends on the state); null when it shows none. */
const progressOf = (screen: Screen | undefined): number | null => {
  const p = screen?.progress;
  if (typeof p === 'number') return p;
  if (Array.isArray(p) && p.length > 0) return Math.min(...p.map((rule) => rule.value));
  return null;
};

// The screens an event on `screenId` can lead to, one step ahead, as the flow says, most likely first:
// 1. the targets its handlers name, in the order written;
// 2. then status routing's targets (any handler whose steps do not match falls back to it, as `$status` does), the
//    journey's next steps first: those further along the progress bar than this screen, nearest first;
// 3. then the other routing targets, phone steps and the fallback, in the flow's order.
// `$entry` and `$return` are the link's entry screen; `$stay` and the screen itself are left out, as are screens the
// flow does not have (the flow checker reports those), and the error screens (an error is not a step the borrower is
// expected to take). What these screens draw with is fetched while the borrower is still here (src/start/useFetchAhead.ts).
export function nextScreens(flow: CompiledFlow, screenId: string): string[] {
  const screen = flow.screens[screenId];
  if (!screen) return [];
  const named = Object.values(screen.on ?? {}).flatMap((handler) => handler.next.map((n) => n.goto));
  const routed = [...flow.routing, ...flow.phoneSteps].map((rule) => rule.goto);
  const here = progressOf(screen) ?? -1;
  const ahead = routed
    .map((id, order) => ({ id, order, progress: progressOf(flow.screens[id]) }))
    .filter((c): c is { id: string; order: number; progress: number } => c.progress !== null && c.progress > here)
    .sort((a, b) => a.progress - b.progress || a.order - b.order)
    .map((c) => c.id);
  const ids = [...named, ...ahead, ...routed, flow.fallback].map((goto) => (goto === '$entry' || goto === '$return' ? flow.entry : goto));
  return [...new Set(ids)].filter((id) => id !== screenId && !id.startsWith('$') && Object.hasOwn(flow.screens, id));
}

/** The budget (docs/adr/0010): the code of at most this many of the next screens, the likeliest first. */
export const AHEAD_SCREENS = 4;

/** A next screen's code to fetch ahead: its component, its form (code, rules, field libraries), or both. */
export interface AheadScreen { screen: string; component?: string; form?: string }

// What to fetch while the borrower reads `screenId`: the code of the screens it can lead to (engine/flow/nextScreens.ts,
// likeliest first), skipping those that draw with nothing new (no component or form, or the same as one already
// listed), up to `limit` of them. Code only: a component's heavy libraries (the PDF viewer, the identity SDK,
// the bank-link script) are imported inside it when used, never by its module; a screen that knows the borrower will
// open one fetches it itself (Review and sign: the disclosure).
export function codeAhead(flow: CompiledFlow, screenId: string, limit: number): AheadScreen[] {
  const seen = new Set<string>();
  const list: AheadScreen[] = [];
  for (const id of nextScreens(flow, screenId)) {
    if (list.length >= limit) break;
    const { component, form } = flow.screens[id] ?? {};
    const parts = [component && `component:${component}`, form && `form:${form}`].filter((p): p is string => Boolean(p));
    if (parts.length === 0 || parts.every((p) => seen.has(p))) continue;
    parts.forEach((p) => seen.add(p));
    list.push({ screen: id, ...(component ? { component } : {}), ...(form ? { form } : {}) });
  }
  return list;
}
