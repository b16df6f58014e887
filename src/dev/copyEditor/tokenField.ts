// A text box for one copy value in which each {placeholder} is a token: it can be removed or inserted whole, never
// half-typed over, so `{merchantName}` cannot become `{merchantNme}` by accident. Line breaks are kept (Markdown);
// a one-line text refuses them. Pasted text arrives as plain text.
const PLACEHOLDER = /(\{\s*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\s*(?:\|\s*[A-Za-z_]\w*\s*)?\})/;

export interface TokenField { element: HTMLElement; value(): string; set(value: string): void; insert(token: string): void }

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
  const insert = (token: string) => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 && box.contains(selection.getRangeAt(0).startContainer) ? selection.getRangeAt(0) : null;
    const node = tokenNode(token);
    if (range) {
      range.deleteContents();
      range.insertNode(node);
      range.setStartAfter(node);
      range.collapse(true);
      selection?.removeAllRanges();
      selection?.addRange(range);
    } else box.append(node);
    box.focus();
  };
  return { element: box, value: () => serialise(box), set, insert };
}
