import type { Fault, Step } from '../../e2e/replay/Step';
import { pathKnown, type ReplayWorld } from '../../e2e/replay/checkFixtureSteps';
import { seeChecker } from '../../e2e/replay/seeWords';
import { PLAN_TERMS } from '../../engine/finance/planTerms';
import { SANDBOX_BANKS } from '../../schemas/fixtureVocabulary';
import type { PageEvent, SeenScreen } from './recorderScript';

type Typed = Extract<PageEvent, { type: 'input' }> & { latest?: boolean };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type RecordedStep = Mutable<Step> & Record<string, unknown>;

const sameScreen = (a: SeenScreen, b: SeenScreen) => a.path === b.path && a.heading === b.heading && a.dialog === b.dialog;
const MONTHS: readonly number[] = PLAN_TERMS.map((t) => t.months);

/** What QA typed, as a fill step types it again: a numeric or phone field by its digits, an amount by digits and point. */
export function typedAs(event: Pick<Typed, 'value' | 'digits'>): string {
  if (event.digits === 'integer') return event.value.replace(/\D/g, '');
  if (event.digits === 'decimal') return event.value.replace(/[^\d.]/g, '');
  return event.value;
}

/** The months of a plan card from its words ('$206.55 /mo 12 months 5.99% APR...'), as `pick:` finds it. */
export function planMonths(text: string): number | undefined {
  for (const m of text.matchAll(/(?:^|[^\d$.,])(\d+)\s+\p{L}/gu)) {
    const months = Number(m[1]);
    if (MONTHS.includes(months)) return months;
  }
  return undefined;
}

// Turns what QA did in the page into a fixture's steps, in the fixture language QA writes: fields typed on one
// screen become one `fill` (a one-time code `code: latest`, a suggestion taken `suggest` with its `option`), a box
// `check`, answers `choose`, a plan card `pick`, the stand-ins' buttons `bank` and `identity`, every other button or
// link `click` by its name, a fault queued on the sandbox `fault`. Each time the screen changes, the step that led
// there gets `expect: { path, see: [heading] }`, the path with the link's token as {token}.
export class JourneyRecorder {
  readonly steps: RecordedStep[] = [{ open: 'link' }];
  /** For each `check` step: the box's whole label, and the other boxes' on its screen (fitted by fitToWorld). */
  readonly checkLabels = new Map<RecordedStep, { label: string; others: string[] }>();
  private screen: SeenScreen | null = null;
  private pending: { screen: SeenScreen; fields: Map<string, Typed> } | null = null;

  constructor(private readonly token: string) {}

  /** One event of the page, in the order QA did them. */
  hear(event: PageEvent & { latest?: boolean }): void {
    if (event.type === 'screen') return;
    if (event.type === 'input') {
      if (this.pending && !sameScreen(this.pending.screen, event.screen)) this.flush();
      this.arrive(event.screen);
      this.pending ??= { screen: event.screen, fields: new Map() };
      this.pending.fields.set(event.field, event);
      return;
    }
    if (event.type === 'suggestion') {
      // The box's own keystrokes are the suggest step's (by its field; an older page says only its label).
      const typed = [...(this.pending?.fields.values() ?? [])].find((f) => (event.field ? f.field === event.field : f.combobox && f.label === event.label));
      if (typed) this.pending?.fields.delete(typed.field);
      this.flush();
      this.arrive(event.screen);
      // What the box held as the suggestion was taken, as the page read it then; else its last keystroke heard.
      const text = event.typed !== undefined ? event.typed : typed ? typedAs(typed) : '';
      this.steps.push({ suggest: { [event.label]: text }, option: event.option });
      return;
    }
    this.flush();
    this.arrive(event.screen);
    const last = this.steps[this.steps.length - 1] as RecordedStep;
    if (event.type === 'check') {
      const step: RecordedStep = { check: event.label };
      this.checkLabels.set(step, { label: event.label, others: event.others });
      this.steps.push(step);
    } else if (event.type === 'choose') {
      // Answers on one screen in a row are one step; the same question answered again keeps the last answer.
      if ('choose' in last && !last.expect) last.choose = { ...(last.choose as Record<string, string>), [event.question]: event.option };
      else this.steps.push({ choose: { [event.question]: event.option } });
    } else if (event.type === 'plan') {
      const months = planMonths(event.text);
      this.steps.push(months !== undefined ? { pick: months } : { click: event.text });
    } else if (event.type === 'bank') {
      const action = event.action as 'link' | 'fail' | 'cancel';
      const bank = SANDBOX_BANKS.find((b) => b.institution_id === event.institutionId);
      if (bank?.institution_id === 'ins_oauth_bank' && action === 'link') this.steps.push({ bank: 'oauth' });
      else this.steps.push({ bank: action, ...(bank && bank !== SANDBOX_BANKS[0] ? { institution: bank.name } : {}) });
    } else if (event.type === 'identity') {
      this.steps.push({ identity: event.action as 'complete' | 'fail' | 'exit' });
    } else {
      this.steps.push({ click: event.name });
    }
  }

  /** A fault QA queued on the sandbox, while the page showed `screen`. */
  fault(fault: Fault, screen: SeenScreen): void {
    this.flush();
    this.arrive(screen);
    this.steps.push({ fault });
  }

  /** The recording ends on `screen`: what was typed last is a step, and the last step expects that screen. */
  finish(screen: SeenScreen | null): RecordedStep[] {
    this.flush();
    if (screen) this.arrive(screen);
    return this.steps;
  }

  /** The screen the next act happens on: when it is a new one, the last step led there and expects it. */
  private arrive(screen: SeenScreen): void {
    if (this.screen && sameScreen(this.screen, screen)) return;
    this.screen = screen;
    const last = this.steps[this.steps.length - 1] as RecordedStep;
    const path = screen.path.split(this.token).join('{token}');
    last.expect = { path, see: [screen.heading, screen.dialog].filter((t) => t.length > 0) };
  }

  /** What was typed and not yet a step: one fill for the fields, each code box its own `code` step. */
  private flush(): void {
    const fields = [...(this.pending?.fields.values() ?? [])];
    this.pending = null;
    let fill: Record<string, string> | null = null;
    for (const field of fields) {
      const text = typedAs(field);
      if (text === '') continue;
      if (field.code) {
        fill = null;
        this.steps.push({ code: field.latest ? 'latest' : text });
      } else {
        if (!fill) {
          fill = {};
          this.steps.push({ fill });
        }
        fill[field.label] = text;
      }
    }
  }
}

const norm = (s: string) => s.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '').replace(/\{[^}]*\}/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

// Holds the recorded steps to what flows:check accepts, keeping what QA saw: an expected path only when a screen has
// it, a `see:` text only when the copy (or the scenario's own values, or what QA typed) reads so; a box named by the
// shortest start of its label (up to a comma or a period) that the copy has and no other box on its screen shares.
export function fitToWorld(recorder: JourneyRecorder, steps: RecordedStep[], world: ReplayWorld, data: Record<string, unknown>): RecordedStep[] {
  const labels = world.labels.map(norm);
  for (const step of steps) {
    const box = recorder.checkLabels.get(step);
    if (box) {
      const clauses = box.label.split(/(?<=[,.;])\s+/).map((_c, i, all) => all.slice(0, i + 1).join(' ').replace(/[,.;]$/, ''));
      const alone = (words: string) => !box.others.some((o) => o.toLowerCase().includes(words.toLowerCase()));
      step.check = clauses.find((c) => labels.some((l) => l.includes(norm(c))) && alone(c)) ?? box.label;
    }
  }
  const seen = world.shown ? seeChecker(world.shown, { ...data, steps }, steps) : undefined;
  for (const step of steps) {
    const expect = step.expect;
    if (!expect) continue;
    if (expect.path && !pathKnown(expect.path, world.paths, true)) delete expect.path;
    if (expect.see) expect.see = expect.see.filter((t) => (seen ? seen(t) === undefined : true));
    if (expect.see?.length === 0) delete expect.see;
    if (Object.keys(expect).length === 0) delete step.expect;
  }
  return steps;
}
