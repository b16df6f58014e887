import { copyNames } from '../../../engine/content/copyNames';
import { PLACEHOLDER } from '../../../engine/content/interpolate';
import { pipes } from '../../../engine/content/pipes';
import type { SiteCopy } from '../../../engine/content/SiteCopy';
import type { Problem } from '../../../engine/Problem';
import type { ComponentName } from '../../../engine/registry/components';
import { copyUsageOf, type CopyUsage, type ScreenUse } from '../copyUsage';
import { didYouMean, nearest } from '../didYouMean';
import { englishContent } from '../loadContent';
import { perProject, type Project } from '../Project';

const LINK = /\]\(([^)\s]*)\)/g;
const WEB_OR_CONTACT = /^(?:https?:|mailto:|tel:)/i;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const problem = (file: string, line: number, column: number, message: string): Problem => ({ file, line, column, message, rule: 'copyText' });
/** The placeholders each component fills in the copy it draws (engine/content/copyNames.ts). */
const copyPlaceholders = Object.fromEntries(Object.entries(copyNames.byComponent).map(([c, n]) => [c, Object.keys(n)])) as Partial<Record<ComponentName, readonly string[]>>;

/** The lines of a file that hold copy: a copy file's front matter without its YAML comments and its Markdown, or a YAML file without comments. */
function copyLines(text: string, markdown: boolean): { text: string; line: number }[] {
  const lines = text.split('\n');
  const fenceEnd = markdown ? lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l)) : lines.length;
  return lines.flatMap((l, i) => ((i < fenceEnd || !markdown) && /^\s*#/.test(l) ? [] : [{ text: l, line: i + 1 }]));
}

interface Allowed { names: Set<string>; dotted: (name: string) => boolean; drawnBy: string[] }

// What a copy file's {placeholders} may name: what every screen has (engine/content/copyNames.ts: the site's names,
// the loan's and the prequal's figures) plus what the components drawing it add (the same file). Nested values
// ({creditBureau.phone}) by their keys in site.yaml.
function allowedFor(uses: ScreenUse[] | undefined, usage: CopyUsage, site: SiteCopy | undefined, openedBy: string[] = []): Allowed {
  const everyScreen = Object.keys(copyNames.everyScreen);
  const extras = Object.entries(copyPlaceholders) as [ComponentName, readonly string[]][];
  const drawnBy = usage.complete ? [...new Set([...(uses ?? []).map((u) => u.screen.component as ComponentName), ...openedBy])] : extras.map(([c]) => c);
  const names = new Set([...everyScreen, ...extras.filter(([c]) => drawnBy.includes(c)).flatMap(([, n]) => n)]);
  for (const key of everyScreen) {
    const value: unknown = (site as unknown as Record<string, unknown> | undefined)?.[key];
    if (isObject(value)) for (const sub of Object.keys(value)) names.add(`${key}.${sub}`);
  }
  // Without a readable site.yaml the nested keys are unknown: site.yaml's own problem is reported instead.
  const dotted = (name: string) => names.has(name) || (!site && names.has(name.split('.')[0]!));
  return { names, dotted, drawnBy: drawnBy.filter(Boolean) };
}

function checkPlaceholders(file: string, lineText: string, line: number, allowed: Allowed, out: Problem[]) {
  for (const m of lineText.matchAll(PLACEHOLDER)) {
    const [whole, name = '', pipe] = m;
    const column = (m.index ?? 0) + 1;
    if (pipe !== undefined && !(pipe in pipes)) out.push(problem(file, line, lineText.indexOf(`|${pipe}`, m.index) + 2, `unknown pipe "${pipe}" in ${whole}${didYouMean(pipe, Object.keys(pipes))}`));
    if (allowed.dotted(name)) continue;
    const owners = (Object.entries(copyPlaceholders) as [string, readonly string[]][]).filter(([, n]) => n.includes(name)).map(([c]) => c);
    const near = nearest(name, allowed.names);
    const why = near ? ` (did you mean {${near}}?)`
      : owners.length ? `: only ${owners.join(', ')} fill${owners.length === 1 ? 's' : ''} it, and this copy is shown ${allowed.drawnBy.length ? `by ${allowed.drawnBy.join(', ')}` : 'without a component'}`
        : ' (the values copy may name are listed in engine/content/copyNames.ts)';
    out.push(problem(file, line, column, `{${name}} is not a value this copy is given, so it would show as a gap${why}`));
  }
}

function checkLinks(file: string, lineText: string, line: number, pages: Set<string>, out: Problem[]) {
  for (const m of lineText.matchAll(LINK)) {
    const target = m[1] ?? '';
    const column = (m.index ?? 0) + 3;
    // A placeholder's link ({marketingSiteUrl}), a place on the same page (#fees), the web, mail or a phone.
    if (target.startsWith('{') || target.startsWith('#') || WEB_OR_CONTACT.test(target)) continue;
    if (!target.startsWith('/')) {
      out.push(problem(file, line, column, `the link "${target}" goes nowhere: a link is a page of the app (/terms), a place on the page (#fees) or an https:, mailto: or tel: address`));
      continue;
    }
    const page = target.split(/[?#]/)[0] ?? target;
    if (!pages.has(page)) out.push(problem(file, line, column, `the link "${target}" opens no screen of either journey and no modal of this screen${didYouMean(page, [...pages].sort(), 0)}`));
  }
}

// The words of every English copy file, screen, modal and site.yaml, checked where the borrower would see a gap or
// a dead link: a {placeholder} nothing fills, a |pipe that does not exist, a link to a page no journey has.
export const copyText = perProject((project: Project): Problem[] => {
  const content = englishContent(project);
  const usage = copyUsageOf(project);
  const names = project.code;
  const out: Problem[] = [];
  const site = content.site.value;
  const modalPages = (uses: ScreenUse[] | undefined) => (uses ?? []).flatMap((u) => (Array.isArray(u.screen.modals) ? u.screen.modals : []).map((m) => `/${m}`));
  const files = [
    ...Object.values(content.screens).map((f) => ({ f, uses: usage.screens.get(f.id), openedBy: [] as string[] })),
    // A component may open a modal itself (the declined pages' PDF documents): it draws that modal too.
    ...Object.values(content.modals).map((f) => ({ f, uses: usage.modals.get(f.id), openedBy: [...names.byComponent].filter(([, n]) => n.has(f.id)).map(([c]) => c) })),
  ];
  for (const { f, uses, openedBy } of files) {
    const allowed = allowedFor(uses, usage, site, openedBy);
    // A link to one of the screen's own modals (/terms) opens it in place.
    const pages = new Set([...usage.paths, ...modalPages(uses)]);
    for (const { text, line } of copyLines(f.text, true)) {
      checkPlaceholders(f.file, text, line, allowed, out);
      if (usage.complete) checkLinks(f.file, text, line, pages, out);
    }
  }
  const siteAllowed = allowedFor([], usage, site);
  for (const { text, line } of copyLines(content.site.text, false)) {
    checkPlaceholders(content.site.file, text, line, { ...siteAllowed, drawnBy: ['every screen'] }, out);
    if (usage.complete) checkLinks(content.site.file, text, line, usage.paths, out);
  }
  return out;
});
