import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../../schemas/api/contract';
import { BANK_LINK_TEXTS } from '../../../sandbox/standins/bankLink/bankLinkTexts';
import { makeHarness, type Harness } from './sandboxHarness';

let h: Harness;
let session: { token: string; id: string };
beforeEach(async () => {
  h = await makeHarness();
  session = await h.open(await h.link('happy-path'));
});
afterEach(async () => {
  await h.app.close();
});

const ask = (language?: unknown) => h.call('POST', '/api/borrowerlinktoken', {
  token: session.token, body: { loanApplicationId: session.id, plaidProducts: ['AUTH'], ...(language === undefined ? {} : { language }) },
});

// The heading the sandbox's bank-link script shows for a token, as the borrower's page would run it.
async function widgetHeading(linkToken: string): Promise<{ heading: string; lang: string | null }> {
  const script = (await h.app.inject({ method: 'GET', url: '/standins/plaid/link-initialize.js' })).body;
  const dom = new JSDOM(`<!doctype html><html lang="es-US"><body><script>${script}</script></body></html>`, { url: 'http://localhost:5173/link_bank', runScripts: 'dangerously' });
  const plaid = (dom.window as unknown as { Plaid: { create(config: object): { open(): void } } }).Plaid;
  const handler = plaid.create({ token: linkToken, onSuccess: () => undefined });
  await new Promise((resolve) => setTimeout(resolve, 0));
  handler.open();
  const overlay = dom.window.document.querySelector('[data-testid="sandbox-plaid-overlay"]');
  return { heading: overlay?.querySelector('h2')?.textContent ?? '', lang: overlay?.getAttribute('lang') ?? null };
}

describe('POST /borrowerlinktoken language', () => {
  it('makes the token in the language asked for, and the bank-link widget opened with it speaks that language', async () => {
    const spanish = await ask('es');
    expect(spanish.status).toBe(200);
    expect(spanish.body.linkToken).toMatch(/^link-sandbox-es-[0-9a-f-]{36}$/);
    expect(await widgetHeading(spanish.body.linkToken)).toEqual({ heading: BANK_LINK_TEXTS.es.heading, lang: 'es' });

    const english = await ask('en');
    expect(english.body.linkToken).toMatch(/^link-sandbox-en-/);
    expect(await widgetHeading(english.body.linkToken)).toEqual({ heading: BANK_LINK_TEXTS.en.heading, lang: 'en' });
  });

  it('makes an English token when no language is given (the provider\'s default)', async () => {
    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(answer.body.linkToken).toMatch(/^link-sandbox-en-/);
  });

  it.each(['fr', 'es-US', 'ES', '', 7])('refuses the language %j with a 400 naming the field and the languages it takes', async (language) => {
    const answer = await ask(language);
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toBe(typeof language === 'number' ? "Invalid field 'language': must be string" : "Invalid field 'language': must be one of en, es");
  });

  it("offers exactly the contract's languages (a language added to one and not the other fails here)", () => {
    const request = loadContract().components?.schemas?.LinkTokenRequest as { properties: { language: { enum: string[] } } };
    expect(request.properties.language.enum).toEqual(Object.keys(BANK_LINK_TEXTS));
  });
});
