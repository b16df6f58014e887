import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { parse as parseYaml } from 'yaml';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { pipesOf, PLACEHOLDER } from '../../engine/content/interpolate';
import { parseCopy } from '../../engine/content/parseCopy';
import { parseSite } from '../../engine/content/parseSite';
import { resolveVariant } from '../../engine/content/resolveVariant';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { firstPaintPipes } from '../../engine/content/firstPaintPipes';
import { FIRST_PAINT_TITLE_ID, HOLE_CLOSE, HOLE_OPEN, type FirstPaintCopy, type FirstPaintForm, type FirstPaintPiece, type FirstPaintScreen, type FirstPaintWording } from '../../engine/content/FirstPaintCopy';
import { BrandHeader } from '../../src/screens/BrandHeader';
import { ScreenHeader } from '../../src/screens/ScreenHeader';
import { ScreenIntro } from '../../src/screens/ScreenIntro';
import { Markdown } from '../../src/ui/Markdown';
import { loadFlows } from '../lib/loadFlows';
import { firstPaintFormOf, firstPaintRowsOf, markdownPiece, readFormDefinition } from './firstPaintForm';
import { signupPathOf } from './linkRoute';
import { contentLocales, localeLoaders, localeModuleId } from './localeCatalogs';

const PREFIX = 'virtual:first-paint/';
const LIST = 'virtual:first-paint';

export interface PaintableScreen { id: string; copy: string; modals: string[]; form: string }

// The screens of `ids` that draw a form of their own (so nothing but their heading and copy shows until the form's
// code arrives, in the app too) and no component.
const withForms = (flow: CompiledFlow, ids: readonly string[]): PaintableScreen[] => [...new Set(ids)].flatMap((id) => {
  const screen = flow.screens[id];
  return screen && screen.form && !screen.component ? [{ id, copy: screen.copy ?? id, modals: screen.modals ?? [], form: screen.form }] : [];
});

/**
 * The screens a payment link's first read can open on that the boot may paint: every screen the borrower flow's
 * status routing, phone steps, fallback or entry go to that draws a form of its own and no component.
 */
export function firstPaintScreens(flow: CompiledFlow): PaintableScreen[] {
  return withForms(flow, [flow.entry, ...flow.routing.map((r) => r.goto), ...flow.phoneSteps.map((s) => s.goto), flow.fallback]);
}

/** The prequal signup page, when the boot may paint it (src/firstPaint/paintSignupScreen.ts): its screen at the signup path. */
export function signupPaintScreens(prequal: CompiledFlow | undefined): PaintableScreen[] {
  const path = signupPathOf(prequal);
  return prequal && path ? withForms(prequal, Object.keys(prequal.screens).filter((id) => prequal.screens[id]?.path === path)) : [];
}

/** A hole for `template` (filled by the boot as the app's plainText fills it), added to `holes`. */
const holeFor = (holes: string[], template: string) => `${HOLE_OPEN}${holes.push(template) - 1}${HOLE_CLOSE}`;

// A wording the boot can draw exactly as the app does: pipes it has (Intl only), no link in the copy to one of the
// screen's modals (the app opens those in place; before it is there the link would leave the page), and every
// placeholder of the body still there after Markdown (as a hole). Its heading, subtitle and copy are the app's
// ScreenIntro drawn with holes. Else null.
export function wordingOf(title: string, subtitle: string | undefined, body: string, modals: readonly string[] = []): FirstPaintWording | null {
  const allowed = Object.keys(firstPaintPipes);
  if (pipesOf(`${title}\n${subtitle ?? ''}\n${body}`).some((pipe) => !allowed.includes(pipe))) return null;
  const holes: string[] = [];
  const heading = holeFor(holes, title);
  const sub = subtitle ? holeFor(holes, subtitle) : undefined;
  const first = holes.length;
  const marked = body.replace(PLACEHOLDER, (match) => holeFor(holes, match));
  const markup = renderToStaticMarkup(createElement(ScreenIntro, {
    titleId: FIRST_PAINT_TITLE_ID, title: heading, subtitle: sub, body: body.trim() ? createElement(Markdown, { text: marked, values: {} }) : null,
  }));
  if (holes.some((_, n) => n >= first && !markup.includes(`${HOLE_OPEN}${n}${HOLE_CLOSE}`))) return null;
  if (modals.some((id) => markup.includes(`href="/${id}"`))) return null;
  return { intro: { markup, holes } };
}

// The banner as the app's BrandHeader draws it in one language: the lender's and the merchant's lines as holes, and
// the other languages offered (the boot makes their buttons work).
function bannerPiece(banner: { lender: string; merchant: string; logo?: string | undefined }, languages: { code: string; name: string }[], label: string): FirstPaintPiece {
  const holes: string[] = [];
  const lines = { lender: holeFor(holes, banner.lender), merchant: holeFor(holes, banner.merchant), ...(banner.logo ? { logo: banner.logo } : {}) };
  const markup = renderToStaticMarkup(createElement(BrandHeader, { banner: lines, values: { merchantName: true }, languages, languagesLabel: label, onLanguage: () => undefined }));
  return { markup, holes };
}

// The strip above the heading as the app's ScreenHeader draws it, for each progress value a painted screen can have.
function headersOf(screens: readonly { flow: CompiledFlow; id: string }[], labels: { back: string; close: string }): Record<string, string> {
  const values = new Set<number>();
  for (const { flow, id } of screens) {
    const progress = flow.screens[id]?.progress;
    if (typeof progress === 'number') values.add(progress);
    else for (const rule of progress ?? []) if (typeof rule.value === 'number') values.add(rule.value);
  }
  const none = () => undefined;
  return Object.fromEntries([...values].map((progress) => [String(progress), renderToStaticMarkup(createElement(ScreenHeader, {
    progress, titleId: FIRST_PAINT_TITLE_ID, back: false, close: false, labels, onBack: none, onClose: none,
  }))]));
}

/**
 * The first-paint copy of one locale, or null when its site.yaml cannot be read (the app then shows why): the
 * borrower flow's screens a payment link opens on, and the prequal flow's signup page when `prequal` is given.
 */
export function firstPaintCopyOf(root: string, locale: string, flow: CompiledFlow, prequal?: CompiledFlow): FirstPaintCopy | null {
  const paintable = [...firstPaintScreens(flow).map((screen) => ({ ...screen, flow })), ...signupPaintScreens(prequal).map((screen) => ({ ...screen, flow: prequal as CompiledFlow }))];
  const base = join(root, 'content', locale);
  const siteFile = `content/${locale}/site.yaml`;
  if (!existsSync(join(root, siteFile))) return null;
  const site = parseSite(siteFile, readFileSync(join(root, siteFile), 'utf8'));
  if (!site.ok) return null;
  const s = site.value;
  const available = contentLocales(root);
  const screens: Record<string, FirstPaintScreen> = {};
  const forms: Record<string, FirstPaintForm> = {};
  const pieces: FirstPaintPiece[] = [];
  const pieceIndex = new Map<string, number>();
  const piece = (p: FirstPaintPiece) => {
    const key = JSON.stringify(p);
    if (!pieceIndex.has(key)) pieceIndex.set(key, pieces.push(p) - 1);
    return pieceIndex.get(key)!;
  };
  const definitions = new Map<string, ReturnType<typeof readFormDefinition> | null>();
  const definitionOf = (formId: string) => {
    if (!definitions.has(formId)) {
      try {
        const def = readFormDefinition(root, formId);
        forms[formId] = firstPaintFormOf(def.schema, def.ui);
        definitions.set(formId, def);
      } catch {
        // A form the build cannot draw: its screens paint their words only, and the app draws the form.
        definitions.set(formId, null);
      }
    }
    return definitions.get(formId) ?? null;
  };
  for (const { copy: copyId, modals, form: formId } of paintable) {
    const file = join(base, 'screens', `${copyId}.md`);
    if (!existsSync(file)) continue;
    const parsed = parseCopy(`content/${locale}/screens/${copyId}.md`, readFileSync(file, 'utf8'));
    if (!parsed.ok) continue;
    const names = ['', ...Object.keys(parsed.value.variants)];
    const wordings: Record<string, FirstPaintWording> = {};
    let drawable = true;
    for (const name of names) {
      const copy = resolveVariant(parsed.value, name || undefined);
      const wording = Object.keys(copy.buttons).some((id) => modals.includes(id)) ? null : wordingOf(copy.title, copy.subtitle, copy.body, modals);
      const def = wording && definitionOf(formId);
      if (!wording) drawable = false;
      else if (!def) wordings[name] = wording;
      else {
        // With its screen's form, when the build could draw it: row by row in this wording's labels (each row kept
        // once in `pieces`).
        const rows = Object.fromEntries(Object.entries(firstPaintRowsOf(def.schema, def.ui, copy.labels)).map(([field, row]) => [field, piece(row)]));
        wordings[name] = { ...wording, form: { rows, labels: copy.labels, buttons: copy.buttons } };
      }
    }
    if (drawable) screens[copyId] = { wordings };
  }
  const messagesFile = join(base, 'messages.yaml');
  const messages = (existsSync(messagesFile) ? parseYaml(readFileSync(messagesFile, 'utf8')) : null) as Record<string, unknown> | null;
  return {
    locale,
    forms,
    pieces,
    needs: { line: String(messages?.submitNeeds ?? ''), agreement: String(messages?.submitNeedsAgreement ?? '') },
    ...(s.footer ? { footer: markdownPiece(s.footer, (markup) => `<footer class="footer">${markup}</footer>`) } : {}),
    site: {
      lenderName: s.lenderName, servicerName: s.servicerName, providerName: s.providerName, marketingSiteUrl: s.marketingSiteUrl,
      creditBureau: s.creditBureau, supportEmail: s.supportEmail, supportPhone: s.supportPhone,
      banner: { merchant: s.banner.merchant }, ...(s.plan?.aprSuffix ? { plan: { aprSuffix: s.plan.aprSuffix } } : {}),
    },
    banner: bannerPiece(s.banner, Object.entries(s.languages ?? {}).filter(([code]) => code !== locale && available.includes(code)).map(([code, name]) => ({ code, name })), s.languageSwitch),
    headers: headersOf(paintable, s.header),
    screens,
  };
}

// `virtual:first-paint` (each locale's loader) and `virtual:first-paint/<locale>` (that locale's first-paint copy,
// a small chunk of its own). Broken flows or copy give an empty module: the boot then paints nothing and the app
// shows the problems as it always does.
export function firstPaintCopy(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'first-paint-copy',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId: localeModuleId(LIST, PREFIX),
    load(id) {
      if (id === `\0${LIST}`) return `export const loaders = { ${localeLoaders(root, PREFIX)} };\n`;
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      for (const file of ['flows/borrower.yaml', 'flows/prequal.yaml', 'flows/common.yaml', 'flows/inquiries.yaml', `content/${locale}/site.yaml`]) this.addWatchFile(join(root, file));
      let copy: FirstPaintCopy | null = null;
      try {
        const { borrower: flow, prequal } = loadFlows().flows;
        copy = flow ? firstPaintCopyOf(root, locale, flow, prequal) : null;
        for (const screen of flow ? [...firstPaintScreens(flow), ...signupPaintScreens(prequal)] : []) this.addWatchFile(join(root, 'content', locale, 'screens', `${screen.copy}.md`));
      } catch (error) {
        // A build that cannot draw the first-paint copy fails, naming why (a page that silently paints nothing is
        // slower for every borrower); the dev server draws without it, and the app says what is wrong.
        if (building) throw new Error(`first-paint copy for ${locale}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        copy = null;
      }
      return `export default ${JSON.stringify(copy)};\n`;
    },
  };
}
