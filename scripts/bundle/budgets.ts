// The budgets npm run build holds the first paint and the first screen to, with the reason for each figure, and the
// sentences that fail the build past them.
import { kB, type BundleReport } from './report';

/**
 * The most gzipped JS the first screen may load, its form included. Set from the measurement once the forms moved to
 * @rjsf/core (issue 10): 273.5 kB gzip (210.5 kB before rjsf; 305.5 kB while the app and rjsf each bundled their own
 * copy of markdown-to-jsx). Issue 11 split it: the form library arrives after the first paint
 * (src/forms/lazyScreenForm.tsx), 280.6 kB with the split's chunk overhead; then the boot learned to paint the
 * payment link's first screen before the app (src/firstPaint): the painter (1.4 kB) and the LoanApplication check
 * compiled on its own (engine/generated/firstReadValidators.js, so the boot does not ship every check; the
 * definitions it shares with the other checks are in both modules, 2 kB) made it 286.1 kB. The headroom is 1.4%:
 * enough for a copy edit or a new field, not for a new library. Raising it needs a reason written here.
 * Issue 21 (a bad network loses nothing) brought it to 289.8 kB, with no library: the retry policy and request keys,
 * the offline line, the drafts that survive an error page, and the check that names a broken screen config (every
 * first screen has a form, so the check is on it). The budget moved to 293 kB to keep the same room for copy edits;
 * issue 24 takes the first screen down to 200 kB.
 * Then 292.9 kB, and 294.3 kB with two things the first screen's form needs, no library: a keystroke painted before
 * the form's rules run (src/forms/LoadedSchemaForm.tsx, issue 22: 0.8 kB with the catch-up on blur, submit and Enter),
 * and the shared validators and formatters offered to every form (engine/fields/registry.ts, issue 23: 0.6 kB; the
 * definitions no form uses yet stay out: scripts/vite/formDefinitions.ts). The budget moved to 295 kB. Then each
 * form's precompiled validators became a chunk of their own (src/forms/validatorChunks.ts), the first screen carrying
 * the entry form's alone: 293.1 kB (every form's were 6.3 kB of the form library's chunk; the entry form's are 3.7 kB,
 * the loader and the bundler's runtime for it 1.3 kB).
 * Then the boot painted the first screen's form too (issue 24, docs/adr/0009): the form's rows in the first-paint
 * copy (+2.2 kB), the engine functions that decide its fields in the painter (+0.8 kB), the app's adoption of what
 * was typed (+0.5 kB) and the legal documents in full in the modals (issue 23: +0.4 kB, the texts themselves lazy):
 * 297.2 kB, for a field to type in at 0.96x the bare floor's time instead of 1.81x. The budget moved to 298 kB.
 * Then the phone number's formatter (libphonenumber-js's AsYouType, 14.1 kB in a chunk of its own) left the first
 * screen: only the phone screens format as the borrower types, and their form waits for it
 * (engine/fields/FieldLibrary.ts, src/forms/useFieldLibraries.ts). 283.2 kB; the budget moved down to 286 kB.
 * Then the app started in stages (issue 34, docs/adr/0009: React's renderer, then the app's modules, each a file of
 * its own, +0.4 kB in what one file compressed better) and came to 286.3 kB. Room was made in the copy's date pipes:
 * "November 21, 2026" is read by date-fns' English locale instead of its parse(), whose token parsers for every
 * format came with it (engine/fields/shared/toCalendarDate.ts, -4.9 kB): 281.4 kB. The budget moved down to 284 kB.
 * What issue 24's 200 kB would leave the product: bench/floor-rjsf, React and react-router with one rjsf form and its
 * precompiled validator and nothing of ours, is 168.0 kB by this same count (`npx tsx scripts/bundle-size.ts
 * reports/bench-web/floor-rjsf` after `npm run bench:web` has built it), and the first paint is 26.4 kB of its own.
 * Then issue 47 put in config what the engine decided by a field's name (a rule's settings naming the field it
 * reads, the inquiry table's pairings, the lender's name for each answer an action sends) and issue 48 gave a legal
 * page's data table a region of its own (the first screen draws copy with the same Markdown component): 283.7 kB to
 * 284.4 kB. The budget moved to 284.5 kB, the same headroom; the room to make back is noted in issue 47.
 * Then issue 47 put every typed answer in the form's model alone (a keystroke held by the model, the painter's
 * answers handed over as values: src/forms/theme/widgets/typedValue.ts), had the theme find its widgets by their
 * files (a glob, src/forms/theme/theme.ts), read a field's maximum in its condition's branch too
 * (engine/forms/formChecks.ts) and the starting values from the form's config (`ui:prefillFrom`), and issue 46 let
 * the form editor swap a form in place (a setter in src/forms/validatorChunks.ts): 284.4 kB to 285.0 kB, no library.
 * The budget moved to 285.1 kB; the room to make back (0.7 kB now) stays noted in issue 47.
 */
export const FIRST_SCREEN_BUDGET = { gzipBytes: 285_100 } as const;

/**
 * The most gzipped JS the browser may load before a payment link's first screen shows its heading and copy: the
 * boot, the painter with the engine's routing, the flows and the LoanApplication check, and the language's
 * first-paint copy (src/start/boot.ts, src/firstPaint). This is the figure the first load's LCP follows (Lighthouse's
 * Slow 4G adds about 7 ms per kB). Measured 22.1 kB when the boot learned to paint (issue 11), against 204 kB when
 * the heading waited for the app (react-dom, react-router, markdown-to-jsx, the copy's pipes, every contract check,
 * the whole copy). The headroom is 13%: the flows and the copy of the screens a link opens on may grow, a library
 * may not come in. A link that opens on a screen the boot does not paint (a component, no form) waits for the
 * first screen's figure instead.
 * Issue 24 had the boot paint the first screen's form too (docs/adr/0009): the form's rows as the app's theme draws
 * them, in every wording, and the engine's inquiry functions that pick the fields: 26.8 kB. The budget moved to 28 kB
 * (the same room for the flows and copy to grow).
 * Issue 33 had the painter ask the app's own form model (engine/forms/formModel.ts) what the empty form still needs,
 * and paint the banner, the progress strip and the heading as the app's components drew them at build time, instead
 * of its own copies of that logic and markup: 28.2 kB, the model about 1.3 kB of it. The budget moved to 29 kB.
 * Issues 47 and 48 had the painted form send only the fields its conditions show, say "Still needed" without a
 * doubled full stop, mark every field the lender asks for as required and keep its not-ready submit in the tab order
 * (aria-disabled, with the sentence a tap announces in a status line): 29.1 kB. The budget moved to 29.5 kB (a
 * tenth of a kB is under a millisecond on Slow 4G; the headroom for the flows and copy stays).
 * Issue 47's config in place of field names (the inquiry table's pairings and the birth date's field, read by the
 * painter's inquiry functions) came to 29.5 kB, a few bytes past it: the budget moved to 29.6 kB.
 * Issue 47's model holding a keystroke itself (the painter's model is the app's) and the painted form's starting
 * values read from its config (`ui:prefillFrom`, engine/forms/formRoles.ts) made it 29.7 kB: the budget moved to
 * 29.8 kB. The model's maximum check, which the painter never runs, was kept out of it (one of the form's checks).
 */
export const FIRST_PAINT_BUDGET = { gzipBytes: 29_800 } as const;

// The sentence that fails the build when `js` (gzip) passes `budget`, naming the constant that says why; null within it.
const over = (what: string, js: number, budget: { gzipBytes: number }, name: string): string | null => (js <= budget.gzipBytes ? null
  : `${what} ${kB(js)} of JS (gzip), over its budget of ${kB(budget.gzipBytes)} by ${kB(js - budget.gzipBytes)} (scripts/bundle/budgets.ts ${name} says why)`);

/** The sentence that fails the build when the first screen's JS passes its budget; null within it. */
export const overBudget = (report: BundleReport, budget: { gzipBytes: number } = FIRST_SCREEN_BUDGET): string | null =>
  over('the first screen loads', report.firstScreen.js.gzip, budget, 'FIRST_SCREEN_BUDGET');

/** The sentence that fails the build when what the first paint waits for passes its budget; null within it. */
export const overPaintBudget = (report: BundleReport, budget: { gzipBytes: number } = FIRST_PAINT_BUDGET): string | null =>
  over('the first paint waits for', report.firstPaint.js.gzip, budget, 'FIRST_PAINT_BUDGET');

/** The build's two budget lines ('budget: first paint 28.1 kB of 29.5 kB gzip', '- OVER' when past it) and the sentences that fail it. */
export function budgetLines(report: BundleReport): { lines: string[]; over: string[] } {
  const budgets = [
    { what: 'first paint', js: report.firstPaint.js.gzip, budget: FIRST_PAINT_BUDGET, over: overPaintBudget(report) },
    { what: 'first screen', js: report.firstScreen.js.gzip, budget: FIRST_SCREEN_BUDGET, over: overBudget(report) },
  ];
  return {
    lines: budgets.map((b) => `budget: ${b.what} ${kB(b.js)} of ${kB(b.budget.gzipBytes)} gzip${b.over ? ' - OVER' : ''}`),
    over: budgets.flatMap((b) => (b.over === null ? [] : [b.over])),
  };
}
