import { closestName } from '../../../engine/flow/closestName';
import { h, withCode } from './dom';
import { placeholdersOf, tokenField, type TokenField } from './tokenField';
import type { CopyEntry, CopyProblem, SaveAnswer } from './types';
import { words } from './words';

const problemLine = (p: CopyProblem) => `${p.file}:${p.line}:${p.column}: ${p.message}`;
const names = (locales: readonly string[]) => locales.map(words.language).join(', ');

// Which boxes a refusal marks, and which languages it speaks of though they were not changed. Only a box typed in
// can be wrong: a problem in its own file marks it; one in a language left as it was (English without a
// {placeholder} the Spanish still has: flows:check names the Spanish line) or in another file is the changed
// boxes' doing, so it marks them, and the refusal says the untouched language's line is theirs.
export function blamed(problems: readonly CopyProblem[], changed: readonly string[], file: string): { boxes: string[]; untouched: string[] } {
  const fileOf = (locale: string) => `content/${locale}/${file}`;
  const own = changed.filter((l) => problems.some((p) => p.file === fileOf(l)));
  const elsewhere = problems.filter((p) => !changed.some((l) => p.file === fileOf(l)));
  const untouched = [...new Set(elsewhere.flatMap((p) => (p.file.endsWith(`/${file}`) ? /^content\/([^/]+)\//.exec(p.file)?.[1] ?? [] : [])))];
  return { boxes: elsewhere.length > 0 ? [...changed] : own, untouched };
}

export interface EditPanelProps {
  /** The text to edit (null: the page named one the copy files no longer have). */
  entry: CopyEntry | null;
  /** The longer texts it was drawn inside, innermost first (the sentence around a value). */
  inside: readonly CopyEntry[];
  locales: readonly string[];
  /** The placeholders the file's other texts use (a new one a typo away from one of these is named as a typo). */
  known?: readonly string[];
  /** The clicked element when it is a link or button: the panel offers to click it. */
  clickable: HTMLElement | null;
  pick(entry: CopyEntry): void;
  useIt(): void;
  save(entry: CopyEntry, values: Record<string, string>): Promise<SaveAnswer>;
}

// What the languages' boxes disagree on: each placeholder some have and others not. Taken out of a box that had it
// (then the others' copies can go too) or put into one that did not (then the others can get it, at their cursor).
// A placeholder typed in that no text of the file had, a typo or two from one it has ({merchantNam}), is named with
// the one meant instead: copying it into the other languages would spread the typo.
function placeholderOffers(entry: CopyEntry, fields: ReadonlyMap<string, TokenField>, locales: readonly string[], known: readonly string[]): HTMLElement[] {
  const now = new Map(locales.map((l) => [l, placeholdersOf(fields.get(l)?.value() ?? '')]));
  const had = [...new Set([...locales.flatMap((l) => placeholdersOf(entry.values[l] ?? '')), ...known])];
  const nameOf = (token: string) => token.slice(1, -1).split('|')[0] ?? '';
  const all = [...new Set([...now.values()].flat())].sort();
  const offers: HTMLElement[] = [];
  for (const token of all) {
    const have = locales.filter((l) => now.get(l)?.includes(token));
    const lack = locales.filter((l) => !now.get(l)?.includes(token));
    if (lack.length === 0) continue;
    const removed = lack.some((l) => placeholdersOf(entry.values[l] ?? '').includes(token));
    const meant = had.includes(token) ? undefined : closestName(nameOf(token), had.map(nameOf));
    if (!removed && meant !== undefined) {
      const meantToken = had.find((t) => nameOf(t) === meant) ?? `{${meant}}`;
      offers.push(h('li', { class: 'ce-unknown' }, h('span', {}, ...withCode(words.unknownPlaceholder(`\`${token}\``, `\`${meantToken}\``, names(have))))));
      continue;
    }
    const fix = removed
      ? h('button', { type: 'button', class: 'ce-offer-button', onclick: () => have.forEach((l) => fields.get(l)?.remove(token)) }, words.alsoRemove(token, names(have)))
      : h('button', { type: 'button', class: 'ce-offer-button', onmousedown: (e) => e.preventDefault(), onclick: () => lack.forEach((l) => fields.get(l)?.insert(token)) }, words.alsoAdd(token, names(lack)));
    offers.push(h('li', {}, h('span', {}, ...withCode(words.placeholdersDiffer(`\`${token}\``, names(have), names(lack)))), ' ', fix));
  }
  return offers;
}

/** Puts the caret in the box of `locale` (the language the text was clicked in), else the first box. */
export function focusBox(panel: ParentNode, locale: string | undefined): void {
  const box = (locale ? panel.querySelector<HTMLElement>(`[data-ce-locale=${JSON.stringify(locale)}] .ce-field`) : null) ?? panel.querySelector<HTMLElement>('.ce-field');
  box?.focus();
}

// The editor beside the screen for one text: where it lives (file and key), the longer texts it is part of, its
// value in every language in a box whose {placeholders} are tokens (the palette puts one at the cursor), what the
// languages' placeholders disagree on with the fix for both, the Markdown hint when it is Markdown, and Save, which
// shows flows:check's lines (file:line:column) when it refuses, or what it wrote.
export function editPanel(props: EditPanelProps): HTMLElement {
  const { entry, locales } = props;
  if (!entry) return h('div', { class: 'ce-body' }, h('p', {}, words.notLoaded));
  const fields = new Map<string, TokenField>();
  const where = h('p', { class: 'ce-where' }, h('code', { 'data-ce-file': entry.file }, entry.file), ' · ', h('code', { 'data-ce-key': entry.key }, entry.key));
  const status = h('div', { class: 'ce-status', role: 'status' });
  const alert = h('div', { class: 'ce-problems', role: 'alert' });
  const offers = h('ul', { class: 'ce-offers', 'aria-live': 'polite' });
  let last: TokenField | undefined;
  const recheck = () => offers.replaceChildren(...placeholderOffers(entry, fields, locales, props.known ?? []));

  const boxes = locales.map((locale) => {
    const field = tokenField(`${words.language(locale)}: ${entry.key}`, entry.markdown);
    field.set(entry.values[locale] ?? '');
    field.element.addEventListener('focus', () => { last = field; });
    field.element.addEventListener('input', recheck);
    fields.set(locale, field);
    return h('div', { class: 'ce-locale', 'data-ce-locale': locale },
      h('div', { class: 'ce-label' }, h('strong', {}, words.language(locale)), ' ', h('code', {}, `content/${locale}/${entry.file}`)),
      field.element);
  });
  const tokens = [...new Set(locales.flatMap((l) => placeholdersOf(entry.values[l] ?? '')))];
  // A token button keeps the focus (and the cursor) in the box being typed in.
  const palette = tokens.length === 0 ? null : h('div', { class: 'ce-palette' }, h('span', {}, words.placeholders), ' ',
    ...tokens.map((t) => h('button', { type: 'button', class: 'ce-token ce-token-button', onmousedown: (e) => e.preventDefault(), onclick: () => (last ?? fields.get(locales[0] ?? 'en'))?.insert(t) }, t)));

  const saveButton = h('button', { type: 'button', class: 'ce-primary' }, words.save) as HTMLButtonElement;
  saveButton.addEventListener('click', () => {
    const values = Object.fromEntries([...fields].map(([locale, f]) => [locale, f.value()]));
    const changed = locales.filter((l) => values[l] !== (entry.values[l] ?? ''));
    if (changed.length === 0) {
      status.textContent = words.unchanged;
      return;
    }
    saveButton.disabled = true;
    status.textContent = words.saving;
    alert.replaceChildren();
    for (const f of fields.values()) f.element.removeAttribute('aria-invalid');
    props.save(entry, values).then((answer) => {
      saveButton.disabled = false;
      if (answer.ok) {
        status.textContent = words.saved(answer.written);
        if (answer.elsewhere.length > 0) alert.replaceChildren(h('p', {}, words.elsewhere), h('ul', {}, ...answer.elsewhere.map((p) => h('li', {}, h('code', {}, problemLine(p))))));
        return;
      }
      status.textContent = '';
      const blame = blamed(answer.problems, changed, entry.file);
      for (const [locale, f] of fields) if (blame.boxes.includes(locale)) f.element.setAttribute('aria-invalid', 'true');
      const head = blame.untouched.length === 0 ? words.refused : words.refusedElsewhere(names(changed), names(blame.untouched));
      alert.replaceChildren(h('p', {}, head), h('ul', {}, ...answer.problems.map((p) => h('li', {}, h('code', {}, problemLine(p))))));
      // The key and the refusal above the boxes, in sight (on a phone the panel is short and was scrolled to Save).
      where.scrollIntoView?.({ block: 'nearest' });
    }, (error: unknown) => {
      saveButton.disabled = false;
      status.textContent = words.failed(error instanceof Error ? error.message : String(error));
    });
  });
  // Back to the words in the files: nothing typed is left, so nothing is marked wrong either.
  const revert = h('button', { type: 'button', onclick: () => {
    for (const [l, f] of fields) {
      f.set(entry.values[l] ?? '');
      f.element.removeAttribute('aria-invalid');
    }
    alert.replaceChildren();
    status.textContent = '';
    recheck();
  } }, words.revert);

  const inside = props.inside.length > 0 ? h('div', { class: 'ce-inside' }, h('p', {}, words.inside), h('ul', {},
    ...props.inside.map((outer) => h('li', {}, h('button', { type: 'button', class: 'ce-link', onclick: () => props.pick(outer) },
      h('code', {}, outer.file), ' · ', h('code', {}, outer.key)))))) : null;

  return h('div', { class: 'ce-body' },
    where,
    alert,
    inside,
    props.clickable ? h('button', { type: 'button', class: 'ce-link', onclick: props.useIt }, words.useIt) : null,
    ...boxes,
    offers,
    entry.markdown ? h('p', { class: 'ce-hint' }, ...withCode(words.markdown.replace(/(\*\*bold\*\*|\[a link\]\(\/terms\))/g, '`$1`'))) : null,
    palette,
    h('div', { class: 'ce-actions' }, saveButton, revert),
    status,
  );
}

