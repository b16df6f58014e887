import { h, withCode } from './dom';
import type { CopyMatch } from './matchText';
import { tokenField, type TokenField } from './tokenField';
import type { CopyEntry, CopyProblem, SaveAnswer } from './types';
import { words } from './words';

const PLACEHOLDER = /\{\s*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\s*(?:\|\s*[A-Za-z_]\w*\s*)?\}/g;
const problemLine = (p: CopyProblem) => `${p.file}:${p.line}:${p.column}: ${p.message}`;

export interface EditPanelProps {
  matches: CopyMatch[];
  index: number;
  locales: readonly string[];
  /** The clicked element when it is a link or button: the panel offers to click it. */
  clickable: HTMLElement | null;
  pick(index: number): void;
  useIt(): void;
  save(entry: CopyEntry, values: Record<string, string>): Promise<SaveAnswer>;
}

// The editor beside the screen for one text: where it lives (file and key), its value in every language in a box
// whose {placeholders} are tokens, the Markdown hint when it is Markdown, and Save, which shows flows:check's lines
// (file:line:column) when it refuses, or what it wrote.
export function editPanel(props: EditPanelProps): HTMLElement {
  const { matches, index, locales } = props;
  const match = matches[index];
  if (!match) return h('div', { class: 'ce-body' }, h('p', {}, words.noMatch));
  const entry = match.entry;
  const fields = new Map<string, TokenField>();
  const status = h('div', { class: 'ce-status', role: 'status' });
  const alert = h('div', { class: 'ce-problems', role: 'alert' });
  let last: TokenField | undefined;

  const boxes = locales.map((locale) => {
    const field = tokenField(`${words.language(locale)}: ${entry.key}`, entry.markdown);
    field.set(entry.values[locale] ?? '');
    field.element.addEventListener('focus', () => { last = field; });
    fields.set(locale, field);
    return h('div', { class: 'ce-locale' },
      h('div', { class: 'ce-label' }, h('strong', {}, words.language(locale)), ' ', h('code', {}, `content/${locale}/${entry.file}`)),
      field.element);
  });
  const tokens = [...new Set((entry.values.en ?? '').match(PLACEHOLDER) ?? [])];
  const palette = tokens.length === 0 ? null : h('div', { class: 'ce-palette' }, h('span', {}, words.placeholders), ' ',
    ...tokens.map((t) => h('button', { type: 'button', class: 'ce-token ce-token-button', onclick: () => (last ?? fields.get('en'))?.insert(t) }, t)));

  const saveButton = h('button', { type: 'button', class: 'ce-primary' }, words.save) as HTMLButtonElement;
  saveButton.addEventListener('click', () => {
    const values = Object.fromEntries([...fields].map(([locale, f]) => [locale, f.value()]));
    if (locales.every((l) => values[l] === (entry.values[l] ?? ''))) {
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
      for (const [locale, f] of fields) if (answer.problems.some((p) => p.file === `content/${locale}/${entry.file}`)) f.element.setAttribute('aria-invalid', 'true');
      alert.replaceChildren(h('p', {}, words.refused), h('ul', {}, ...answer.problems.map((p) => h('li', {}, h('code', {}, problemLine(p))))));
    }, (error: unknown) => {
      saveButton.disabled = false;
      status.textContent = words.failed(error instanceof Error ? error.message : String(error));
    });
  });
  const revert = h('button', { type: 'button', onclick: () => { for (const [l, f] of fields) f.set(entry.values[l] ?? ''); alert.replaceChildren(); status.textContent = ''; } }, words.revert);

  const others = matches.length > 1 ? h('div', { class: 'ce-others' }, h('span', {}, words.alsoIn), h('ul', {},
    ...matches.map((m, i) => (i === index ? null : h('li', {}, h('button', { type: 'button', class: 'ce-link', onclick: () => props.pick(i) }, `${m.entry.file} · ${m.entry.key}`)))))) : null;

  return h('div', { class: 'ce-body' },
    h('p', { class: 'ce-where' }, h('code', { 'data-ce-file': entry.file }, entry.file), ' · ', h('code', { 'data-ce-key': entry.key }, entry.key)),
    others,
    props.clickable ? h('button', { type: 'button', class: 'ce-link', onclick: props.useIt }, words.useIt) : null,
    ...boxes,
    entry.markdown ? h('p', { class: 'ce-hint' }, ...withCode(words.markdown.replace(/(\*\*bold\*\*|\[a link\]\(\/terms\))/g, '`$1`'))) : null,
    palette,
    h('div', { class: 'ce-actions' }, saveButton, revert),
    status,
    alert,
  );
}
