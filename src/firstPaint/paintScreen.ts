// Draws the screen paintFirstScreen.ts or paintSignupScreen.ts plans, before the app's code arrives, from the build's
// first-paint copy (scripts/vite/firstPaintCopy.ts) in the app's own markup, so nothing moves when the app takes over.
// Only a plain screen with a form and nothing else below its copy is painted; anything else is the app's to draw.
import commonFile from '../../flows/common.yaml';
import inquiriesFile from '../../flows/inquiries.yaml';
import { setAprSuffix, setDisplayLocale } from '../../engine/content/displayLocale';
import { escapeHtml } from '../../engine/content/escapeHtml';
import { HOLE_CLOSE, HOLE_OPEN, LABEL_MARK, NEEDS_MARK, type FirstPaintCopy, type FirstPaintPiece } from '../../engine/content/FirstPaintCopy';
import { firstPaintPipes } from '../../engine/content/firstPaintPipes';
import { interpolate } from '../../engine/content/interpolate';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import type { RouteContext } from '../../engine/facts/FactDef';
import { addressFacts } from '../../engine/facts/addressFacts';
import { compileFlow } from '../../engine/flow/compileFlow';
import { describeScreen } from '../../engine/flow/describeScreen';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { entryForm } from '../../engine/forms/entryForm';
import { createFormModel, readinessOf } from '../../engine/forms/formModel';
import { formPrefill } from '../../engine/forms/formRoles';
import { stillNeeded } from '../../engine/forms/stillNeeded';
import type { InquiryTable } from '../../engine/inquiries/InquiryTable';
import { loadInquiryTable } from '../../engine/inquiries/loadInquiryTable';
import { resolveInquiries } from '../../engine/inquiries/resolveInquiries';
import type { DataInquiry } from '../../engine/state/LoanApplication';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_FORM_ATTRIBUTE, FIRST_PAINT_HELD_ATTRIBUTE } from '../start/firstScreen';

export interface FirstPaintInput {
  /** The first read's JSON body. */
  raw: unknown;
  copy: FirstPaintCopy;
  location: { pathname: string; search: string };
  /** Today in the borrower's time zone, YYYY-MM-DD. */
  today: string;
  /** What the banner's language buttons do before the app is there (the boot: remember the choice, load again). */
  onLanguage?: (code: string) => void;
  /** Runs the form's paint: at once by default; the boot gives it a task of its own (none once the app has started). */
  formLater?: (paint: () => void) => void;
}

/** What a page's read opens on, as its journey's engine decides it. */
export interface PaintPlan {
  flow: CompiledFlow;
  table: InquiryTable;
  screen: string;
  /** The state the screen is drawn from (the application, or the prequalification). */
  state: unknown;
  /** The route context the app builds for the screen's address. */
  ctx: RouteContext;
  /** The copy's values ({merchantName}...) from the site's copy and this state, as the app's copyValues gives them. */
  values: (site: SiteCopy) => Record<string, unknown>;
  /** What the form may be prefilled from. */
  source: { dataInquiryList?: DataInquiry[] | undefined; mobileNumber?: string | null | undefined };
}

/** A journey's flow compiled as the app does, with the inquiry table; null when a file is broken (the app says why). */
export function compiledJourney(name: 'borrower' | 'prequal', journeyFile: typeof commonFile) {
  if (!journeyFile.ok || !commonFile.ok || !inquiriesFile.ok) return null;
  const inquiries = loadInquiryTable(inquiriesFile.value);
  if (!inquiries.ok) return null;
  const flow = compileFlow(name, { [name]: journeyFile.value, common: commonFile.value }, inquiries.value);
  return flow.ok ? { flow: flow.value, table: inquiries.value } : null;
}

// The route context the app builds for the same address (as src/screens/ScreenRoute.tsx reads it; useJourney's ctx).
export const addressContext = (search: URLSearchParams, today: string, oauthStateId: string | null = null): RouteContext => ({
  today, ...addressFacts(search, oauthStateId), errorMessage: null, codePhoneLast4: null,
});

const holePattern = new RegExp(`${HOLE_OPEN}(\\d+)${HOLE_CLOSE}`, 'g');

/** A piece's markup with its holes filled by `text` (given each hole's template and number), escaped. */
function fillPiece(piece: FirstPaintPiece, text: (template: string, n: number) => string): string {
  return piece.markup.replace(holePattern, (_m, n: string) => escapeHtml(text(piece.holes[Number(n)] ?? '', Number(n))));
}

// A field the lender's data-inquiry list asks for is required as the app draws it (src/forms/theme/widgets/widgetKit.ts isRequired,
// issue 48): the build drew its row from the schema, which does not know the list, so its inputs are marked here.
const requiredRow = (markup: string, required: boolean): string =>
  (required && !markup.includes(' required=""') ? markup.replace(/<input /g, '<input required="" ') : markup);

// The painted form only takes typing: it cannot be sent (its submit is disabled, a submit by other means stopped), and
// a link to one of the screen's documents is held for the app, which opens it in place, instead of leaving the page.
function holdUntilTheApp(main: HTMLElement, root: HTMLElement | null, modals: readonly string[]): void {
  main.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  main.addEventListener('click', (event) => {
    const href = (event.target as Element | null)?.closest?.('a')?.getAttribute('href') ?? '';
    const id = /^\/([A-Za-z0-9_]+)$/.exec(href)?.[1];
    if (!id || !modals.includes(id)) return;
    event.preventDefault();
    root?.setAttribute(FIRST_PAINT_HELD_ATTRIBUTE, href);
  });
}

/** Paints `plan`'s screen into the boot shell; returns its id, or null when it leaves the page alone. Never throws. */
export function paintPlanned(doc: Document, input: FirstPaintInput, plan: PaintPlan): string | null {
  try {
    const { copy, onLanguage } = input;
    const shell = doc.querySelector<HTMLElement>('#root > .boot-shell');
    const skeleton = shell?.querySelector<HTMLElement>('main.boot-skeleton');
    if (!shell || !skeleton) return null;
    const view = describeScreen(plan.flow, plan.screen, plan.state, plan.ctx);
    const wordings = view ? copy.screens[view.copy]?.wordings : undefined;
    const wording = wordings ? (wordings[view?.variant ?? ''] ?? wordings['']) : undefined;
    if (!view || !wording || !view.form || view.component || view.back || view.close) return null;

    setDisplayLocale(copy.locale);
    if (copy.site.plan?.aprSuffix) setAprSuffix(copy.site.plan.aprSuffix);
    const values = plan.values(copy.site as unknown as SiteCopy);
    const text = (template: string) => interpolate(template, values, firstPaintPipes, { mode: 'text' });

    // BrandHeader, ScreenHeader and ScreenIntro as the build drew them; the merchant line is empty without a merchant.
    const header = view.progress === null ? '' : copy.headers[String(view.progress)];
    if (header === undefined) return null;
    const banner = shell.querySelector('.banner');
    if (banner) {
      banner.outerHTML = fillPiece(copy.banner, (template, n) => (n === 1 && !values.merchantName ? '' : text(template)));
      if (onLanguage) for (const b of shell.querySelectorAll<HTMLButtonElement>('.banner-language')) b.addEventListener('click', () => onLanguage(b.lang));
    }
    const main = doc.createElement('main');
    main.className = `screen screen-${plan.screen}`;
    main.innerHTML = `${header}<div class="screen-content">${fillPiece(wording.intro, text)}</div>`;
    // The boot's "cannot download the app" message stays available (src/start/boot.ts).
    const failed = skeleton.querySelector('[data-boot-failed]');
    if (failed) main.append(failed);
    skeleton.replaceWith(main);
    doc.documentElement.lang = copy.locale;
    const root = shell.parentElement;
    root?.setAttribute(FIRST_PAINT_ATTRIBUTE, plan.screen);
    root?.setAttribute(FIRST_PAINT_FORM_ATTRIBUTE, view.form);

    // The form as the app draws it empty (rows: scripts/vite/firstPaintForm.ts), then the footer; the app adopts what
    // was typed (adoptPaintedForm.ts). A form the app draws otherwise (prefilled, buttons by the submit) is left to it.
    (input.formLater ?? ((now) => now()))(() => {
      try {
        const form = copy.forms[view.form!];
        const words = wording.form;
        const submit = view.buttons.find((b) => (b.kind ?? 'primary') === 'primary') ?? null;
        if (!form || !words || view.buttons.some((b) => b !== submit) || !main.isConnected) return;
        const req = resolveInquiries(plan.source.dataInquiryList ?? [], plan.table);
        if (Object.keys(req.errors).length > 0) return;
        const prefilled: Record<string, string | undefined> = formPrefill(form.prefill ?? {}, form.order, req.prefilled, plan.source);
        if (form.order.some((f) => prefilled[f])) return;
        // The same model as the app's form (engine/forms/formModel.ts), empty: what is required and still needed.
        const schema = { properties: Object.fromEntries(form.order.map((f) => [f, {}])) };
        const narrowed = form.askedByInquiries ? entryForm(schema, req, plan.table, form.consent) : null;
        const shown = narrowed?.shown ?? form.order;
        const uiSchema = form.consent ? { [form.consent]: { 'ui:behaviours': ['recordConsent'] } } : {};
        const def = { id: view.form!, schema, uiSchema, validators: {}, rootKey: '' };
        const model = createFormModel({ def, shown, required: [...(narrowed?.required ?? []), ...form.required] });
        const { needs } = readinessOf(model);
        // A form that could be sent empty has an enabled submit, which the boot cannot send: the app draws it.
        if (shown.length === 0 || needs.length === 0) return;
        const messages = { submitNeeds: copy.needs.line, submitNeedsAgreement: copy.needs.agreement };
        const needsText = stillNeeded(needs, { labels: words.labels, copyValues: values, messages, language: copy.locale, pipes: firstPaintPipes });
        let rows = '';
        for (const field of form.order.filter((f) => shown.includes(f))) {
          const row = copy.pieces[words.rows[field] ?? -1];
          if (!row) return;
          rows += requiredRow(fillPiece(row, text), model.setup.required?.includes(field) === true);
        }
        const tail = submit
          ? form.tail.replace(NEEDS_MARK, escapeHtml(needsText)).replace(LABEL_MARK, escapeHtml(text(words.buttons[submit.id] ?? '')))
          : '';
        main.querySelector('.screen-content')?.insertAdjacentHTML('beforeend', `<div class="page-error"></div>${form.open}${rows}${tail}</form>`);
        holdUntilTheApp(main, root, view.modals);
        if (copy.footer) main.insertAdjacentHTML('afterend', fillPiece(copy.footer, text));
      } catch {
        // The words stay; the app draws the form.
      }
    });
    return plan.screen;
  } catch {
    return null;
  }
}
