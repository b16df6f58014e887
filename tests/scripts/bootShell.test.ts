import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootShellHtml, inlineFirstReadScript } from '../../scripts/vite/bootShell';
import { linkRouteOf } from '../../scripts/vite/linkRoute';
import { catalog } from '../../src/content/catalog';

const siteText = readFileSync(new URL('../../content/en/site.yaml', import.meta.url), 'utf8');

// Issue 15: before any script runs, index.html paints the brand and the shape of a screen, not a white page.
describe('the HTML shell (scripts/vite/bootShell.ts)', () => {
  it('paints the lender in the banner the app draws, a screen skeleton, and names the tab by the lender', () => {
    const shell = bootShellHtml(siteText);
    const lender = catalog.site.lenderName;
    expect(shell.title).toContain(lender);
    expect(shell.root).toMatch(new RegExp(`<header class="banner">.*<p class="banner-lender">[^<]*${lender}`));
    expect(shell.root).toContain('<main class="screen boot-skeleton" aria-busy="true">');
    expect((shell.root.match(/class="sk /g) ?? []).length).toBeGreaterThan(3);
    expect(shell.title).not.toBe('Loading');
  });

  it('escapes what product writes, so a name cannot add markup', () => {
    const shell = bootShellHtml(siteText.replace(/^lenderName: .*$/m, 'lenderName: "Bank <img src=x onerror=alert(1)>"'));
    expect(shell.root).not.toContain('<img src=x');
    expect(shell.root).toContain('&lt;img');
  });

  it('refuses a broken site.yaml with the file named (the build stops with the reason)', () => {
    expect(() => bootShellHtml(siteText.replace(/^loading:/m, 'loadng:'))).toThrow(/site\.yaml/);
  });
});

describe('when the app itself cannot be downloaded', () => {
  it('carries, hidden, the words the boot shows then: the network failure and a Try again that loads the page again', () => {
    const shell = bootShellHtml(siteText, { text: catalog.errors.networkFailure!, retry: catalog.screens.error!.buttons.tryAgain! });
    const failed = /<div data-boot-failed hidden>(.*?)<\/div>/.exec(shell.root)?.[1] ?? '';
    expect(failed).toContain(`<p class="error-message" role="alert">${catalog.errors.networkFailure!.replace(/'/g, '&#39;')}</p>`);
    expect(failed).toContain(`<a href="">${catalog.screens.error!.buttons.tryAgain}</a>`);
  });

  it('builds the page\'s inline first-read script with the link route and the API\'s address written in, nothing left to resolve', () => {
    const script = inlineFirstReadScript('https://api.example.test/v1', { en: '/assets/en-x.js', 'es-US': '/assets/es-US-y.js' });
    expect(script).toContain(JSON.stringify(linkRouteOf().tokenPath));
    expect(script).toContain('https://api.example.test/v1');
    // The borrower's language's first-paint copy is asked for beside the read.
    expect(script).toContain('/assets/es-US-y.js');
    expect(script).not.toMatch(/__LINK_ROUTE__|__API_BASE__|__PAINT_COPY__|__LOCALE_KEY__|__SIGNUP_PAINTER__|\bimport\b|<\/script/);
    // The prequal signup page's read is started too.
    expect(script).toContain(JSON.stringify(linkRouteOf().signupPath));
    // Small: it is in every page's HTML (4.6 kB, 2.0 kB gzipped, once it also read the signup page early).
    expect(script.length).toBeLessThan(5000);
  });
});
