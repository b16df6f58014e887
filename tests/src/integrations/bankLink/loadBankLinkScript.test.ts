// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import BankLink from '../../../../src/components/BankLink';
import { BANK_LINK_STANDIN_PATH } from '../../../../src/integrations/bankLink/bankLinkScript';
import { fetchBankLinkScriptAhead, loadBankLinkScript } from '../../../../src/integrations/bankLink/loadBankLinkScript';

// jsdom runs no scripts: a test says how each <script> the loader adds ended, defining window.Plaid as the real one does.
let n = 0;
const freshSrc = () => `http://localhost:3000/standins/plaid/link-initialize.js?t=${(n += 1)}`;
const scriptsOf = (src: string) => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === src);
const loaded = (script: HTMLScriptElement | undefined) => {
  Object.assign(window, { Plaid: { create: () => undefined } });
  script?.dispatchEvent(new Event('load'));
};
const failed = (script: HTMLScriptElement | undefined) => script?.dispatchEvent(new Event('error'));

afterEach(() => {
  Reflect.deleteProperty(window, 'Plaid');
  document.head.replaceChildren();
});

describe('the bank-link script, fetched ahead by the screen before', () => {
  it('is asked for once: the bank link finds the download under way (or done) and is ready with it', async () => {
    const src = freshSrc();
    fetchBankLinkScriptAhead(src);
    expect(scriptsOf(src)).toHaveLength(1);
    const screen = loadBankLinkScript(src);
    expect(scriptsOf(src)).toHaveLength(1);
    loaded(scriptsOf(src)[0]);
    await expect(screen).resolves.toBe(true);
    await expect(loadBankLinkScript(src)).resolves.toBe(true);
    fetchBankLinkScriptAhead(src);
    expect(scriptsOf(src)).toHaveLength(1);
  });

  it('a download ahead that fails while the bank link waits for it is made again, and the borrower sees no failure', async () => {
    const src = freshSrc();
    fetchBankLinkScriptAhead(src);
    const screen = loadBankLinkScript(src);
    failed(scriptsOf(src)[0]);
    await vi.waitFor(() => expect(scriptsOf(src)).toHaveLength(1));
    loaded(scriptsOf(src)[0]);
    await expect(screen).resolves.toBe(true);
  });

  it('a download ahead that failed before the bank link was drawn is made again when it is', async () => {
    const src = freshSrc();
    fetchBankLinkScriptAhead(src);
    failed(scriptsOf(src)[0]);
    await new Promise((r) => setTimeout(r, 0));
    expect(scriptsOf(src)).toHaveLength(0);
    const screen = loadBankLinkScript(src);
    expect(scriptsOf(src)).toHaveLength(1);
    loaded(scriptsOf(src)[0]);
    await expect(screen).resolves.toBe(true);
  });

  it('the bank link\'s own download that fails says so (its Try again asks anew), and is not fetched ahead over it', async () => {
    const src = freshSrc();
    const screen = loadBankLinkScript(src);
    fetchBankLinkScriptAhead(src);
    expect(scriptsOf(src)).toHaveLength(1);
    failed(scriptsOf(src)[0]);
    await expect(screen).resolves.toBe(false);
    expect(scriptsOf(src)).toHaveLength(0);
    const again = loadBankLinkScript(src);
    loaded(scriptsOf(src)[0]);
    await expect(again).resolves.toBe(true);
  });
});

describe('the bank link\'s `ahead`: what the screen before it fetches with its code', () => {
  it('is the sandbox stand-in\'s script by default, asked for once however often the screens before fetch ahead', () => {
    expect(BankLink.ahead).toBeTypeOf('function');
    BankLink.ahead?.();
    BankLink.ahead?.();
    const scripts = Array.from(document.head.querySelectorAll<HTMLScriptElement>('script'));
    expect(scripts.map((s) => new URL(s.src).pathname)).toEqual([BANK_LINK_STANDIN_PATH]);
  });
});
