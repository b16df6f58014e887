// A text box for one copy value in which each {placeholder} is a token: it can be removed or inserted whole, never
// half-typed over, so `{merchantName}` cannot become `{merchantNme}` by accident. Line breaks are kept (Markdown);
// a one-line text refuses them. Pasted text arrives as plain text. A token inserted from outside the box (the
// panel's buttons) goes where the cursor was in it.
const PLACEHOLDER = /(\{\s*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\s*(?:\|\s*[A-Za-z_]\w*\s*)?\})/;

/** A placeholder as flows:check compares them between languages: without spaces. */
export const placeholderName = (token: string): string => token.replace(/\s+/g, '');
/** The placeholders of a copy text, each once, sorted. */
export const placeholdersOf = (text: string): string[] => [...new Set((text.match(new RegExp(PLACEHOLDER.source, 'g')) ?? []).map(placeholderName))].sort();

export interface TokenField {
  element: HTMLElement;
  value(): string;
  set(value: string): void;
  /** Puts a token where the cursor is in the box, or was when it was left (at the end if it never had one). */
  insert(token: string): void;
  /** Takes every token of this placeholder out of the box. */
  remove(token: string): void;
}

function tokenNode(token: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'ce-token';
  span.contentEditable = 'false';
  span.dataset.token = token;
  span.textContent = token;
  return span;
}

// The box's text: its text, each token's placeholder, a line break for each <br> or new block the browser made.
function serialise(root: Node): string {
  let out = '';
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) out += (node as Text).data;
    else if (node instanceof HTMLElement && node.dataset.token) out += node.dataset.token;
    else if (node instanceof HTMLElement && node.tagName === 'BR') out += '\n';
    else {
      if (node !== root && node instanceof HTMLElement && /^(DIV|P)$/.test(node.tagName) && out !== '' && !out.endsWith('\n')) out += '\n';
      node.childNodes.forEach(walk);
    }
  };
  walk(root);
  return out.replace(/\n$/, '');
}

export function tokenField(label: string, multiline: boolean): TokenField {
  const box = document.createElement('div');
  box.className = `ce-field${multiline ? ' ce-field-multi' : ''}`;
  box.contentEditable = 'true';
  box.spellcheck = true;
  box.setAttribute('role', 'textbox');
  box.setAttribute('aria-label', label);
  if (multiline) box.setAttribute('aria-multiline', 'true');
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (multiline) document.execCommand('insertLineBreak');
  });
  box.addEventListener('paste', (event) => {
    event.preventDefault();
    const text = event.clipboardData?.getData('text/plain') ?? '';
    document.execCommand('insertText', false, multiline ? text : text.replace(/\s*\n\s*/g, ' '));
  });
  const set = (value: string) => {
    box.replaceChildren(...value.split(PLACEHOLDER).filter((part) => part !== '').map((part) => (PLACEHOLDER.test(part) && /^\{.*\}$/.test(part) ? tokenNode(part) : document.createTextNode(part))));
  };
  // Where the cursor is in the box, kept as it moves: a click on a button outside the box takes the focus (and in
  // some browsers the selection) away before the button acts.
  let caret: Range | null = null;
  const inBox = (range: Range) => box.contains(range.startContainer) && box.contains(range.endContainer);
  const keep = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (range && inBox(range)) caret = range.cloneRange();
  };
  for (const event of ['keyup', 'mouseup', 'input', 'focus', 'blur']) box.addEventListener(event, keep);
  const insert = (token: string) => {
    const selection = window.getSelection();
    const current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    const range = current && inBox(current) ? current : caret && inBox(caret) ? caret.cloneRange() : null;
    const node = tokenNode(token);
    box.focus();
    if (range) {
      range.deleteContents();
      range.insertNode(node);
      range.setStartAfter(node);
      range.collapse(true);
    } else {
      box.append(node);
    }
    const after = document.createRange();
    after.setStartAfter(node);
    after.collapse(true);
    selection?.removeAllRanges();
    selection?.addRange(after);
    caret = after.cloneRange();
    box.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const remove = (token: string) => {
    for (const node of box.querySelectorAll<HTMLElement>('.ce-token')) if (placeholderName(node.dataset.token ?? '') === placeholderName(token)) node.remove();
    box.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return { element: box, value: () => serialise(box), set: (value) => { set(value); caret = null; }, insert, remove };
}
