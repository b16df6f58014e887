// What `npm run bench:journey` does on a journey, read from a replay fixture's own steps: which steps it times (a
// step whose `expect` names a path other than the one the borrower is on: a tap that leads to a screen; the opening
// `open: link` from the navigation's start), and, for each, when the screen it leads to counts as usable: the control
// the NEXT step uses is there and enabled (its field by label, its button by text, its plan by months), the last
// screen its heading only. On a journey that reaches the Truth in Lending screen, one step the fixture does not have
// is added there, before the screen is filled in: the disclosure opened (timed until its first page is drawn) and
// closed again. Pure, so the tests check the plan the bench follows.
import { kindOf, type Step } from '../../e2e/replay/Step';

/** The control the next step uses, as the page must show it (enabled) for its screen to count as usable. */
export type Control =
  | { kind: 'field'; label: string }
  | { kind: 'button'; name: string }
  | { kind: 'plan'; months: number }
  | { kind: 'code' }
  | { kind: 'choice'; question: string }
  /** Nothing beyond the screen's heading: the last screen, or a next step that is not the borrower's (the merchant's, the clock). */
  | { kind: 'heading' };

/** When a timed step's screen is usable (checked in the page, every frame from the tap). */
export interface Usable {
  /** The URL path the screen must be on (the fixture's, {token} filled in). */
  path: string;
  /** 'screen': its `main h1` shown, no loader, `control` there and enabled; 'disclosure': the document's first page drawn. */
  kind: 'screen' | 'disclosure';
  control: Control;
}

/** A timed step: its name in the tables, the path it leads to as the fixture writes it, and when it is done. */
export interface Timed {
  name: string;
  /** The fixture's path ('/{token}', '/choose_plan'): the same on every link, so rows line up across rounds and builds. */
  target: string;
  usable: Usable;
}

/** One thing the bench does: a fixture step (timed or not), or the added disclosure step. */
export type JourneyItem =
  | { kind: 'step'; step: Step; timed?: Timed }
  | { kind: 'disclosure'; open: string; close: string; timed: Timed };

/** Where the disclosure step goes and the words of its two buttons (from content/, never pinned in code). */
export interface DisclosureStep {
  /** The path of the screen it is opened on (the flow's path of that screen). */
  screenPath: string;
  /** The text of the button that opens it, and of the one that closes it. */
  open: string;
  close: string;
}

const pathOnly = (path: string): string => path.split('?')[0] ?? path;

/** A step's control, as the replay's step interpreter finds it (e2e/replay/runSteps.ts `act`). */
export function controlOf(step: Step | undefined): Control {
  // The first field a `fill` or `suggest` step types into, the first question a `choose` step answers.
  const first = step && ('fill' in step ? step.fill : 'suggest' in step ? step.suggest : 'choose' in step ? step.choose : undefined);
  const name = first ? Object.keys(first)[0] : undefined;
  if (!step || (first && name === undefined)) return { kind: 'heading' };
  if ('choose' in step) return { kind: 'choice', question: name as string };
  if (name !== undefined) return { kind: 'field', label: name };
  if ('check' in step) return { kind: 'field', label: step.check };
  if ('click' in step) return { kind: 'button', name: step.click };
  if ('pick' in step) return { kind: 'plan', months: step.pick };
  if ('code' in step) return { kind: 'code' };
  return { kind: 'heading' };
}

/** A timed step's name in the tables: what the borrower does ('APPLY', '12-month plan', 'open the link'). */
export function stepName(step: Step): string {
  if ('open' in step) return step.open === 'link' ? 'open the link' : `open ${step.open}`;
  if ('click' in step) return step.click;
  if ('pick' in step) return `${step.pick}-month plan`;
  if ('code' in step) return 'the texted code';
  if ('fill' in step) return `fill ${Object.keys(step.fill).join(', ')}`;
  if ('check' in step) return `tick ${step.check}`;
  return kindOf(step);
}

/**
 * The bench's plan for a fixture's steps: every step in order, the timed ones marked, the disclosure step added
 * after the first timed step that reaches `disclosure.screenPath`, and nothing after the last timed step (what
 * follows it is not timed and leads nowhere new). `token` fills the fixture's '{token}'.
 */
export function planJourney(steps: readonly Step[], token: string, disclosure?: DisclosureStep): JourneyItem[] {
  const items: JourneyItem[] = [];
  let current: string | null = null;
  let disclosureAdded = false;
  // First pass: which steps are timed and where they lead.
  for (const step of steps) {
    const want = step.expect?.path;
    const target = want === undefined ? undefined : pathOnly(want);
    const leads = target !== undefined && ('open' in step || target !== current);
    if (!leads) { items.push({ kind: 'step', step }); continue; }
    current = target;
    const path = target.replace('{token}', token);
    items.push({ kind: 'step', step, timed: { name: stepName(step), target, usable: { path, kind: 'screen', control: { kind: 'heading' } } } });
    if (disclosure && !disclosureAdded && path === disclosure.screenPath) {
      disclosureAdded = true;
      items.push({
        kind: 'disclosure', open: disclosure.open, close: disclosure.close,
        timed: { name: `open the ${disclosure.open}`, target, usable: { path, kind: 'disclosure', control: { kind: 'heading' } } },
      });
    }
  }
  // Second pass: each timed screen is usable when the next thing done on it can be done.
  for (const [index, item] of items.entries()) {
    if (!item.timed || item.kind === 'disclosure') continue;
    const next = items[index + 1];
    item.timed.usable.control = !next ? { kind: 'heading' } : next.kind === 'disclosure' ? { kind: 'button', name: next.open } : controlOf(next.step);
  }
  const last = items.findLastIndex((item) => item.timed !== undefined);
  return items.slice(0, last + 1);
}
