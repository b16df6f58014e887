// @vitest-environment jsdom
// WCAG 2.4.11 Focus Not Obscured: in the Truth in Lending viewer (Review and sign), every control the keyboard reaches,
// Tab forwards and Shift+Tab back, is in full view when focused: nothing of the dialog (its title bar with Close)
// covers it, on a small phone (320x640) and a common one (360x740), in English and in Spanish.
import { cleanup, render } from '@testing-library/react';
import type { Browser, Page } from 'playwright-core';
import spanish from 'virtual:content/es-US';
import english from 'virtual:content/en';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import { queries } from '../../../engine/queries/queries';
import { modalCopy } from '../../../src/components/PlanPicker/modalCopy';
import { catalog, installCatalog } from '../../../src/content/catalog';
import { fetchDisclosureAhead } from '../../../src/integrations/truthInLending/disclosureAhead';
import { TruthInLendingViewer } from '../../../src/integrations/truthInLending/TruthInLendingViewer';
import { Modal } from '../../../src/ui/Modal';
import { makeDeps, makeLoan, makeOffer } from '../components/support/screenProps';
import { layOut, openBrowser } from './support/layoutPage';

vi.mock('../../../engine/queries/queries', () => ({ queries: { truthInLending: vi.fn() } }));

const catalogs = { en: english, 'es-US': spanish };
const loan = makeLoan({ selectedLoanOfferId: 'o12' });

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  // The disclosure read ahead (as Review and sign does), so the viewer draws the document's frame at once.
  vi.mocked(queries.truthInLending).mockResolvedValue(ok(makeOffer({ id: 'o12', loanTermMonths: 12, truthInLending: 'JVBERi0=', truthInLendingID: 'til-1' })));
  fetchDisclosureAhead(makeDeps(), loan, 'o12');
  await queries.truthInLending(makeDeps(), loan, 'o12');
});
afterAll(async () => { await browser.close(); installCatalog(english); });
afterEach(cleanup);

// The viewer as Review and sign opens it. pdf.js draws the page in the app; here a box of a US Letter page's
// proportions, fitted to the width, stands in for it, and the zoom buttons are enabled as they are once it is drawn.
async function openViewer(lang: 'en' | 'es-US', width: number, height: number): Promise<Page> {
  installCatalog(catalogs[lang]);
  const copy = modalCopy('truthInLending');
  const drawn = render(
    <Modal open title={copy.title} closeLabel={copy.buttons.close ?? ''} onClose={() => undefined}>
      <TruthInLendingViewer deps={makeDeps()} loan={loan} offerId="o12" copy={copy} messages={catalog.messages} errors={catalog.errors} values={{ merchantName: 'Bright Plumbing' }} loadingText={catalog.site.loading.default} />
    </Modal>,
  );
  const page = await layOut(browser, drawn.container.innerHTML, { width, height, lang });
  await page.evaluate(() => {
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    dialog.removeAttribute('open');
    for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('.til-zoom-btn'))) button.disabled = false;
    dialog.showModal();
    const box = document.querySelector('.til-document') as HTMLElement;
    box.innerHTML = `<div class="til-pdf" style="width:${box.clientWidth}px;height:${Math.round((box.clientWidth * 11) / 8.5)}px"></div>`;
  });
  return page;
}

/** The focused control's share (0-1) that something else is drawn over, or that is out of the window, sampled on a
 * grid of its box (a round button's corners, where it is not drawn, do not count). */
const coveredShare = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement;
  const box = el.getBoundingClientRect();
  let covered = 0;
  let points = 0;
  for (let i = 0; i <= 8; i += 1) {
    for (let j = 0; j <= 8; j += 1) {
      const [x, y] = [box.left + 1 + ((box.width - 2) * i) / 8, box.top + 1 + ((box.height - 2) * j) / 8];
      const outside = x < 0 || y < 0 || x >= innerWidth || y >= innerHeight;
      const stack = outside ? [] : document.elementsFromPoint(x, y);
      const at = stack.findIndex((e) => e === el || el.contains(e));
      if (!outside && at === -1) continue;
      points += 1;
      if (outside || at > 0 && !el.contains(stack[0] ?? null)) covered += 1;
    }
  }
  return { name: el.getAttribute('aria-label') ?? el.id ?? el.textContent ?? el.tagName, share: points ? covered / points : 1 };
});

describe.each(['en', 'es-US'] as const)('the Truth in Lending viewer (%s)', (lang) => {
  it.each([[320, 640], [360, 740]])('at %ix%i, Tab and Shift+Tab never leave the focused control under the title bar', async (width, height) => {
    const page = await openViewer(lang, width, height);
    const hidden: string[] = [];
    let scrolled = false;
    // Forward to the end and back to the start, twice round, as a keyboard user reads the document and returns.
    for (const key of [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab'), ...Array(8).fill('Tab')] as string[]) {
      await page.keyboard.press(key);
      const { name, share } = await coveredShare(page);
      // The viewer is taller than the phone: the keyboard moves it, or this would prove nothing.
      scrolled ||= await page.evaluate(() => Array.from(document.querySelectorAll('dialog, dialog *')).some((e) => e.scrollTop > 0));
      if (share > 0) hidden.push(`${key} -> ${name}: ${Math.round(share * 100)}% covered`);
    }
    expect(scrolled).toBe(true);
    expect(hidden).toEqual([]);
    await page.close();
  });
});
