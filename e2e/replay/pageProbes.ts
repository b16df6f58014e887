// What axe-core cannot see on a settled screen, measured in the page itself (each function is sent to the browser by
// page.evaluate, so it holds everything it uses: no imports, no outer names). e2e/replay/beyondAxe.ts turns the
// answers into a step's failure; tests/e2e/beyondAxe.test.ts shows each one a page with the barrier. They run under
// Playwright Test and Vitest; tsx (esbuild's keepNames) would wrap their inner functions in a `__name` the page lacks.

export interface StepProbe {
  /** The focused element, named; null when the focus is on the page's body, or nowhere. */
  focused: string | null;
  /** The focused element's share (0-1) under a fixed or sticky element that does not hold it, and the largest such. */
  covered: { share: number; by: string } | null;
  /** Each field its form needs (named in the not-ready submit's "Still needed" line, or marked with a visible *)
   * that does not tell the accessibility tree it is required (`required` or aria-required="true"). */
  requiredUnsaid: string[];
}

/** The focus, what covers it, and the required fields not said so, on the screen as it is now. */
export function probeStep(): StepProbe {
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const short = (s: string) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);
  const nameOf = (el: Element): string => {
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => (id ? document.getElementById(id)?.textContent ?? '' : '')).join(' ');
    const labels = Array.from((el as HTMLInputElement).labels ?? []).map((l) => l.textContent ?? '').join(' ');
    const text = clean(el.getAttribute('aria-label') || labelledBy || labels || (el as HTMLElement).innerText || el.textContent);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${text ? ` "${short(text)}"` : ''}`;
  };

  const active = document.activeElement;
  const focusedEl = active && active !== document.body && active !== document.documentElement ? active : null;

  // A grid of points over the focused box: at each one in the window, what is drawn on top. A point counts as covered
  // when that is (inside) a fixed or sticky element that does not hold the focused one: a banner, a sticky title bar,
  // a cookie strip. Something else drawn there (a label over a styled box, a round button's corner) is not counted.
  let covered: StepProbe['covered'] = null;
  if (focusedEl) {
    const box = focusedEl.getBoundingClientRect();
    let inView = 0;
    const by = new Map<Element, number>();
    for (let i = 0; i <= 8; i += 1) {
      for (let j = 0; j <= 8; j += 1) {
        const x = box.left + 1 + (Math.max(box.width - 2, 0) * i) / 8;
        const y = box.top + 1 + (Math.max(box.height - 2, 0) * j) / 8;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        inView += 1;
        const top = document.elementFromPoint(x, y);
        if (!top || top === focusedEl || focusedEl.contains(top)) continue;
        for (let e: Element | null = top; e && e !== document.documentElement; e = e.parentElement) {
          if (e.contains(focusedEl)) break; // it holds the focused element, which moves with it
          const position = getComputedStyle(e).position;
          if (position === 'fixed' || position === 'sticky') {
            by.set(e, (by.get(e) ?? 0) + 1);
            break;
          }
        }
      }
    }
    const coveredPoints = [...by.values()].reduce((a, b) => a + b, 0);
    const largest = [...by.entries()].sort((a, b) => b[1] - a[1])[0];
    if (inView > 0 && largest) covered = { share: coveredPoints / inView, by: nameOf(largest[0]) };
  }

  // The fields a form needs: its submit, not ready, is described by the line naming the fields still empty or wrong
  // ("Still needed: First name, Date of birth."): one named there while empty is one the form needs; a visible * on
  // a label says it too. A field is its control's label, or a fieldset's legend for a group (radios, the birth
  // date's parts), which says it is required when anything inside it does.
  const requiredUnsaid: string[] = [];
  const says = (el: Element) => (el as HTMLInputElement).required === true || el.getAttribute('aria-required') === 'true';
  const empty = (el: Element) => Array.from(el.matches('input, select, textarea') ? [el] : el.querySelectorAll('input, select, textarea'))
    .every((c) => (/^(checkbox|radio)$/.test((c as HTMLInputElement).type) ? !(c as HTMLInputElement).checked : (c as HTMLInputElement).value.trim() === ''));
  for (const form of Array.from(document.forms)) {
    const needs = Array.from(form.querySelectorAll('button[type="submit"], input[type="submit"]'))
      .filter((b) => b.getAttribute('aria-disabled') === 'true' || (b as HTMLButtonElement).disabled)
      .flatMap((b) => (b.getAttribute('aria-describedby') ?? '').split(/\s+/))
      .map((id) => (id ? clean(document.getElementById(id)?.textContent) : ''))
      .join(' ');
    const units: { name: string; marked: boolean; exposed: boolean; what: Element }[] = [];
    for (const set of Array.from(form.querySelectorAll('fieldset'))) {
      const legend = set.querySelector(':scope > legend');
      if (!legend) continue;
      const inside = [set, ...Array.from(set.querySelectorAll('*'))];
      units.push({ name: clean(legend.textContent), marked: Boolean(legend.querySelector('abbr, [class*="required"]')), exposed: inside.some(says), what: set });
    }
    for (const control of Array.from(form.querySelectorAll('input, select, textarea'))) {
      if (/^(hidden|submit|button|reset|image)$/.test((control as HTMLInputElement).type)) continue;
      if (control.closest('fieldset')?.querySelector(':scope > legend')) continue; // a part of a group above
      const labels = Array.from((control as HTMLInputElement).labels ?? []);
      const name = clean(labels.map((l) => l.textContent).join(' ') || control.getAttribute('aria-label'));
      units.push({ name, marked: labels.some((l) => l.querySelector('abbr, [class*="required"]')), exposed: says(control), what: control });
    }
    for (const unit of units) {
      const starred = /\*$/.test(unit.name);
      const name = unit.name.replace(/\s*\*$/, '');
      if (!name || unit.exposed) continue;
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const named = needs !== '' && empty(unit.what) && new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(needs);
      if (named) requiredUnsaid.push(`${nameOf(unit.what)}, named in "${short(needs)}"`);
      else if (starred || unit.marked) requiredUnsaid.push(`${nameOf(unit.what)}, marked required on screen`);
    }
  }
  return { focused: focusedEl ? nameOf(focusedEl) : null, covered, requiredUnsaid };
}

export interface ReflowProbe {
  /** How far the page scrolls sideways (px), and the innermost elements past the window's right edge. */
  sideways: number;
  pushing: string[];
  /** How many elements past the edge are in content 1.4.10 lets scroll in two dimensions (a data table, an image). */
  twoDimensional: number;
  /** Text an element with overflow hidden (or clip) cuts off, and the element. */
  clipped: string[];
}

/** What does not fit the window's width now: the page's sideways scroll and the text cut off. */
export function probeReflow(): ReflowProbe {
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const short = (s: string) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);
  const nameOf = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
  const scroller = document.scrollingElement ?? document.documentElement;
  const width = document.documentElement.clientWidth;
  const sideways = Math.max(0, scroller.scrollWidth - scroller.clientWidth);
  const all = Array.from(document.body.querySelectorAll('*'));
  // What pokes out past the right edge (scrolling the page, or cut off by the window when the page hides its
  // overflow): the innermost such elements, outside any box that scrolls or clips its own overflow (a document
  // viewer's, a progress bar's: those are the box's business, and clipped text is found below). Content that needs
  // two dimensions (a data table, an image: 1.4.10's exception) may be wider; it is counted, not named.
  const pushing: string[] = [];
  let twoDimensional = 0;
  for (const el of all) {
    const box = el.getBoundingClientRect();
    if (box.right <= width + 1 || box.width <= 1 || box.height <= 1) continue;
    if (Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 1)) continue;
    let held = false;
    for (let p = el.parentElement; p && p !== document.body && !held; p = p.parentElement) held = getComputedStyle(p).overflowX !== 'visible';
    if (held) continue;
    if (el.closest('table, [role="table"], [role="grid"], img, svg, video, canvas')) {
      twoDimensional += 1;
      continue;
    }
    pushing.push(`${nameOf(el)}${clean(el.textContent) ? ` "${short(clean(el.textContent))}"` : ''} (${Math.round(box.width)} px wide, ${Math.round(box.right - width)} px past the edge)`);
    if (pushing.length === 3) break;
  }
  // Text an overflow: hidden box cuts off: its words (each text node's own box, as drawn) past the box's inner edges.
  // Visually hidden text (a 1 px box kept for screen readers) and transparent text (a PDF's text layer) are not seen.
  const clipped: string[] = [];
  for (const el of all) {
    const style = getComputedStyle(el);
    if (!/hidden|clip/.test(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
    const left = box.left + el.clientLeft;
    const right = left + el.clientWidth;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = clean(node.textContent);
      const parent = node.parentElement;
      if (!text || !parent || /rgba\(.*,\s*0\)|transparent/.test(getComputedStyle(parent).color)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const drawn = range.getBoundingClientRect();
      if (drawn.width > 0 && (drawn.right > right + 1 || drawn.left < left - 1)) {
        clipped.push(`${nameOf(el)} cuts off "${short(text)}"`);
        break;
      }
    }
  }
  return { sideways, pushing, twoDimensional, clipped };
}
