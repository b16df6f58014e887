// What the recorder hears from the page: QA's own acts (typing, ticking, choosing, clicking), each with the screen
// it happened on. Only what QA did: a value the app or the browser put in a field (a prefill, a suggestion taken)
// fires no input event and is never heard.

/** The screen as QA sees it: the path, the first heading, the heading of an open dialog. */
export interface SeenScreen { path: string; heading: string; dialog: string }

/** What the page script sends: the screen is null from a frame (the recorder reads the top page's). */
export type PageReport = Omit<PageEvent, 'screen'> & { screen: SeenScreen | null };

export type PageEvent = { screen: SeenScreen } & (
  /** Text typed into a field; `digits`: a numeric, decimal or phone field (typed as its digits), `code`: the one-time-code box. */
  | { type: 'input'; field: string; label: string; value: string; digits: 'none' | 'integer' | 'decimal'; code: boolean; phone: boolean; combobox: boolean }
  /** A box ticked: its label, and every other box's on the screen (to name it by words no other has). */
  | { type: 'check'; label: string; others: string[] }
  /** An answer picked: from a select, a radio group or a set of boxes named by the question. */
  | { type: 'choose'; question: string; option: string }
  /**
   * A suggestion taken from a combobox's list (by click, or Enter on the active one): the box's field, and the text
   * it held as the suggestion was taken (read then, before the app writes the address in: what QA had typed).
   */
  | { type: 'suggestion'; label: string; option: string; field?: string; typed?: string }
  /** A plan card tapped: its words (the months are read from them). */
  | { type: 'plan'; text: string }
  | { type: 'bank'; action: string; institutionId: string }
  | { type: 'identity'; action: string }
  /** A button or link by its accessible name. */
  | { type: 'click'; name: string }
  /** The screen changed (no act of QA's): what the recording ends on if the window is closed. */
  | { type: 'screen' }
);

// Runs in every frame of the recorded page before the app (context.addInitScript). Self-contained: no imports, no
// closure over Node's scope. Reports through the binding __recordEvent (context.exposeBinding).
export function recorderScript(): void {
  type Report = (event: Record<string, unknown>) => void;
  const w = window as unknown as { __recordEvent?: Report; __recorderOn?: boolean };
  if (w.__recorderOn) return;
  w.__recorderOn = true;
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  // A frame (the identity stand-in's) may be of another origin: the screen is the top page's, which the recorder reads.
  const inFrame = window !== window.top;
  const screen = () => (inFrame ? null : {
    path: location.pathname,
    heading: clean(document.querySelector('h1')?.textContent),
    dialog: clean(document.querySelector('dialog[open] h2, dialog[open] h1, [role="dialog"] h2, [role="dialog"] h1')?.textContent),
  });
  const report = (event: Record<string, unknown>) => {
    try {
      w.__recordEvent?.({ ...event, screen: screen() });
    } catch {
      // the recorder is gone (stopped): the page goes on
    }
  };
  const hidden = (el: Element) => el.getAttribute('aria-hidden') === 'true' || (el as HTMLElement).hidden || getComputedStyle(el).display === 'none';
  // The accessible name as a replay finds it: aria-labelledby, aria-label, else the text it holds (hidden parts out).
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE || hidden(node as Element)) return '';
    const el = node as Element;
    if (el.tagName === 'IMG') return el.getAttribute('alt') ?? '';
    return [...el.childNodes].map(textOf).join(el.tagName === 'BR' ? ' ' : '');
  };
  const byIds = (ids: string | null) => clean((ids ?? '').split(/\s+/).map((id) => (id ? textOf(document.getElementById(id) ?? document.createTextNode('')) : '')).join(' '));
  const nameOf = (el: Element) => byIds(el.getAttribute('aria-labelledby')) || clean(el.getAttribute('aria-label')) || clean(textOf(el));
  const labelOf = (el: Element) => {
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return clean(textOf(labels[0] as Element));
    return nameOf(el) || clean(el.getAttribute('placeholder'));
  };
  const groupOf = (el: Element) => {
    const group = el.closest('fieldset, [role="radiogroup"], [role="group"]');
    if (!group) return '';
    const legend = group.tagName === 'FIELDSET' ? group.querySelector(':scope > legend') : null;
    return legend ? clean(textOf(legend)) : nameOf(group);
  };
  const inStandin = (el: Element) => Boolean(el.closest('[data-testid="sandbox-plaid-overlay"]'));

  // The screen as it changes, from the top frame: the last one is where the journey ended if QA closes the window.
  if (!inFrame) {
    let last = '';
    setInterval(() => {
      const now = JSON.stringify(screen());
      if (now !== last) report({ type: 'screen' });
      last = now;
    }, 300);
  }

  document.addEventListener('input', (e) => {
    const el = e.target as EventTarget | null;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !e.isTrusted || inFrame) return;
    if (['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(el.type) || inStandin(el)) return;
    const mode = el.inputMode || '';
    const auto = el.autocomplete || '';
    const tel = el.type === 'tel' || /\btel(-national)?\b/.test(auto);
    report({
      type: 'input', field: el.id || el.name, label: labelOf(el), value: el.value,
      digits: mode === 'decimal' ? 'decimal' : mode === 'numeric' || mode === 'tel' || tel ? 'integer' : 'none',
      code: auto === 'one-time-code', phone: tel, combobox: el.getAttribute('role') === 'combobox',
    });
  }, true);

  document.addEventListener('change', (e) => {
    const el = e.target as HTMLInputElement | HTMLSelectElement;
    if (!e.isTrusted || inStandin(el) || inFrame) return;
    if (el instanceof HTMLSelectElement) {
      report({ type: 'choose', question: labelOf(el), option: clean(el.selectedOptions[0]?.textContent) });
    } else if (el instanceof HTMLInputElement && el.type === 'radio' && el.checked) {
      report({ type: 'choose', question: groupOf(el), option: labelOf(el) });
    } else if (el instanceof HTMLInputElement && el.type === 'checkbox' && el.checked) {
      const group = groupOf(el);
      const boxes = [...document.querySelectorAll('input[type="checkbox"]')].filter((b) => b !== el);
      // A box among others under one question is an answer; a box on its own is an agreement.
      if (group && el.closest('fieldset, [role="group"]')?.querySelectorAll('input[type="checkbox"]').length !== 1) report({ type: 'choose', question: group, option: labelOf(el) });
      else report({ type: 'check', label: labelOf(el), others: boxes.map(labelOf) });
    }
  }, true);

  const suggestionOf = (option: Element) => {
    const list = option.closest('[role="listbox"]');
    const box = list?.id ? document.querySelector(`[aria-controls="${list.id}"]`) : null;
    // Read at the pick (a capture listener runs before the app's), the typed text does not hang on which of the input
    // events QA's keystrokes sent the recorder had arrived, nor on the screen flickering while the list showed.
    return box ? { type: 'suggestion', label: labelOf(box), option: clean(textOf(option)), field: box.id || box.getAttribute('name') || '', typed: (box as HTMLInputElement).value } : null;
  };
  document.addEventListener('keydown', (e) => {
    const el = e.target as Element;
    if (e.key !== 'Enter' || !e.isTrusted || el.getAttribute('role') !== 'combobox') return;
    const active = document.getElementById(el.getAttribute('aria-activedescendant') ?? '');
    const picked = active ? suggestionOf(active) : null;
    if (picked) report(picked);
  }, true);

  document.addEventListener('click', (e) => {
    if (!e.isTrusted) return;
    const target = e.target as Element;
    const option = target.closest('[role="option"]');
    if (option) {
      const picked = suggestionOf(option);
      if (picked) report(picked);
      return;
    }
    const standinButton = target.closest('[data-testid="sandbox-plaid-overlay"] button[data-action]');
    if (standinButton) {
      const chosen = standinButton.closest('[role="dialog"]')?.querySelector('input[type="radio"]:checked') as HTMLInputElement | null;
      report({ type: 'bank', action: standinButton.getAttribute('data-action'), institutionId: chosen?.value ?? '' });
      return;
    }
    if (inStandin(target)) return;
    // In a frame only the identity stand-in's buttons are QA's acts (found by id, in any language).
    if (inFrame) {
      const identity = target.closest('button#complete, button#fail, button#exit');
      if (identity) report({ type: 'identity', action: identity.id });
      return;
    }
    const plan = target.closest('button[data-plan-id]');
    if (plan) {
      report({ type: 'plan', text: clean(textOf(plan)) });
      return;
    }
    const button = target.closest('button, a[href], [role="button"], [role="link"], input[type="submit"], input[type="button"]');
    if (!button || (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true') return;
    // A box's label clicked: the change that follows says it.
    if (button.closest('label') && !button.matches('a[href]')) return;
    const name = button instanceof HTMLInputElement ? clean(button.value) : nameOf(button);
    if (name) report({ type: 'click', name });
  }, true);
}
