// The core of the boot's first paint (src/start/boot.ts), shared by the two pages it paints before the app's code has
// arrived: a payment link's first screen (src/firstPaint/paintFirstScreen.ts) and the prequal signup page
// (src/firstPaint/paintSignupScreen.ts). Each decides with the engine which screen its read opens on and the state
// it is drawn from; this draws it. The build's first-paint copy (scripts/vite/firstPaintCopy.ts) gives the words and
// the Markdown already drawn, and the markup is the app's own (ScreenRenderer, ScreenHeader, BrandHeader), so when the
// app takes the page over (src/start/main.tsx) nothing moves or changes. Only screens that draw a form and nothing else
// below their copy are painted, and only when the decision is a plain screen: anything else (an error, a back link,
// a component, copy the build could not prepare) paints nothing and the app draws it as before. Never throws.
import commonFile from '../../flows/common.yaml';
import inquiriesFile from '../../flows/inquiries.yaml';
import type { CompiledFile } from '../../engine/content/compileContentFile';
import { setAprSuffix, setDisplayLocale } from '../../engine/content/displayLocale';
import { compileFlow } from '../../engine/flow/compileFlow';
import { loadInquiryTable } from '../../engine/inquiries/loadInquiryTable';
import { interpolate } from '../../engine/content/interpolate';
import type { RouteContext } from '../../engine/facts/FactDef';
import { describeScreen } from '../../engine/flow/describeScreen';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import type { InquiryTable } from '../../engine/inquiries/InquiryTable';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import { addressFacts } from '../../engine/facts/addressFacts';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_FORM_ATTRIBUTE, FIRST_PAINT_HELD_ATTRIBUTE } from '../start/firstScreen';
import type { FirstPaintCopy } from '../../engine/content/FirstPaintCopy';
import { firstPaintPipes } from '../../engine/content/firstPaintPipes';
import { fillPiece, paintForm, type PaintFormInput } from './paintForm';

export interface FirstPaintInput {
  /** The first read's JSON body. */
  raw: unknown;
  copy: FirstPaintCopy;
  /** The page's address (pathname and search). */
  location: { pathname: string; search: string };
  /** Today in the borrower's time zone, YYYY-MM-DD. */
  today: string;
  /** What the banner's language buttons do before the app is there (the boot: remember the choice, load again). */
  onLanguage?: (code: string) => void;
  /**
   * Where the form's paint runs: by default at once, with the words. The boot passes a function that runs it in a
   * task of its own (and not at all once the app has started), so neither task is long on a slow phone.
   */
  formLater?: (paint: () => void) => void;
}

/** What a page's read opens on, as its journey's engine decides it. */
export interface PaintPlan {
  flow: CompiledFlow;
  table: InquiryTable;
  /** The screen the app will draw for this read. */
  screen: string;
  /** The state the screen is drawn from (the application, or the prequalification). */
  state: unknown;
  /** The route context the app builds for the screen's address. */
  ctx: RouteContext;
  /** The copy's values ({merchantName}...) from the site's copy and this state, as the app's copyValues gives them. */
  values: (site: SiteCopy) => Record<string, unknown>;
  /** What the form may be prefilled from (the data-inquiry list, the mobile number). */
  source: PaintFormInput['source'];
}

/** A journey's flow compiled as the app compiles it (with the common screens), and the inquiry table; null when a
 * file is broken (the app then says why). */
export function compiledJourney(name: 'borrower' | 'prequal', journeyFile: CompiledFile) {
  if (!journeyFile.ok || !commonFile.ok || !inquiriesFile.ok) return null;
  const inquiries = loadInquiryTable(inquiriesFile.value);
  if (!inquiries.ok) return null;
  const flow = compileFlow(name, { [name]: journeyFile.value, common: commonFile.value }, inquiries.value);
  return flow.ok ? { flow: flow.value, table: inquiries.value } : null;
}

// The route context the app builds for the same address (engine/facts/addressFacts.ts, as src/screens/ScreenRoute.tsx
// reads it; useJourney's ctx).
export const addressContext = (search: URLSearchParams, today: string, oauthStateId: string | null = null): RouteContext => ({
  today, ...addressFacts(search, oauthStateId), errorMessage: null, codePhoneLast4: null,
});

// The painted form only takes typing: it cannot be sent (its submit is disabled as the app's is on an empty form; a
// submit by other means is stopped), and a link to one of the screen's documents (the agreement's) is held for the
// app, which opens it in place once it has taken over, instead of leaving the page and what was typed.
function holdUntilTheApp(main: HTMLElement, root: HTMLElement | null, modals: readonly string[]): void {
  main.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  main.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    const href = link?.getAttribute('href') ?? '';
    const id = /^\/([A-Za-z0-9_]+)$/.exec(href)?.[1];
    if (!id || !modals.includes(id)) return;
    event.preventDefault();
    root?.setAttribute(FIRST_PAINT_HELD_ATTRIBUTE, href);
  });
}

/** paintScreen that never throws: a screen it cannot paint is the app's to draw. */
export function paintPlanned(doc: Document, input: FirstPaintInput, plan: PaintPlan): string | null {
  try {
    return paintScreen(doc, input, plan);
  } catch {
    return null;
  }
}

/** Paints the screen `plan` names into the boot shell; returns its id, or null when it leaves the page alone. */
export function paintScreen(doc: Document, input: FirstPaintInput, plan: PaintPlan): string | null {
  const shell = doc.querySelector<HTMLElement>('#root > .boot-shell');
  const skeleton = shell?.querySelector<HTMLElement>('main.boot-skeleton');
  if (!shell || !skeleton) return null;
  const view = describeScreen(plan.flow, plan.screen, plan.state, plan.ctx);
  const wordings = view ? input.copy.screens[view.copy]?.wordings : undefined;
  const wording = wordings ? (wordings[view?.variant ?? ''] ?? wordings['']) : undefined;
  if (!view || !wording || !view.form || view.component || view.back || view.close) return null;

  setDisplayLocale(input.copy.locale);
  if (input.copy.site.plan?.aprSuffix) setAprSuffix(input.copy.site.plan.aprSuffix);
  const values = plan.values(input.copy.site as unknown as SiteCopy);
  const text = (template: string) => interpolate(template, values, firstPaintPipes, { mode: 'text' });

  // The banner, the strip above the heading and the words: the app's BrandHeader, ScreenHeader and ScreenIntro as
  // the build drew them (scripts/vite/firstPaintCopy.ts), their holes filled; the merchant line is empty without a
  // merchant, as the app draws it.
  const header = view.progress === null ? '' : input.copy.headers[String(view.progress)];
  if (header === undefined) return null;
  const banner = shell.querySelector('.banner');
  if (banner) {
    banner.outerHTML = fillPiece(input.copy.banner, (template, n) => (n === 1 && !values.merchantName ? '' : text(template)));
    const choose = input.onLanguage;
    if (choose) for (const button of shell.querySelectorAll<HTMLButtonElement>('.banner-language')) button.addEventListener('click', () => choose(button.lang));
  }
  const main = doc.createElement('main');
  main.className = `screen screen-${plan.screen}`;
  const html = `${header}<div class="screen-content">${fillPiece(wording.intro, text)}</div>`;
  main.innerHTML = html;
  // The boot's "cannot download the app" message stays available (src/start/boot.ts).
  const failed = skeleton.querySelector('[data-boot-failed]');
  if (failed) main.append(failed);
  skeleton.replaceWith(main);
  doc.documentElement.lang = input.copy.locale;
  const root = shell.parentElement;
  root?.setAttribute(FIRST_PAINT_ATTRIBUTE, plan.screen);
  root?.setAttribute(FIRST_PAINT_FORM_ATTRIBUTE, view.form);
  // The form, when the build could draw it and the app would draw it empty (src/firstPaint/paintForm.ts), below the
  // words; then the page's footer as the app draws it there. The app adopts a form only if it was there when the
  // app started (src/start/main.tsx), which the boot's formLater sees to.
  const paint = () => {
    const form = paintForm({ copy: input.copy, formId: view.form!, wording, buttons: view.buttons, source: plan.source, table: plan.table, values, text });
    if (!form || !main.isConnected) return;
    main.querySelector('.screen-content')?.insertAdjacentHTML('beforeend', form);
    holdUntilTheApp(main, root, view.modals);
    if (input.copy.footer) main.insertAdjacentHTML('afterend', fillPiece(input.copy.footer, text));
  };
  (input.formLater ?? ((now) => now()))(() => {
    try {
      paint();
    } catch {
      // The words stay; the app draws the form.
    }
  });
  return plan.screen;
}
