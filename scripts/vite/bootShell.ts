import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { escapeHtml } from '../../engine/content/escapeHtml';
import { interpolate } from '../../engine/content/interpolate';
import { parseCopy } from '../../engine/content/parseCopy';
import { parseSite } from '../../engine/content/parseSite';

const SITE = 'content/en/site.yaml';
const ERRORS = 'content/en/errors.yaml';
const ERROR_SCREEN = 'content/en/screens/error.md';
// Where the repository is, asked when the build needs it (a page test reads bootShellHtml without a file system path).
const repo = () => fileURLToPath(new URL('../../', import.meta.url));

// What the HTML paints before any script runs: the banner with the lender's name (content/en/site.yaml) and a grey
// skeleton of a screen in the same boxes the app draws (.app, .banner, .screen: app.css, which the page links
// before its script), so a slow phone shows the brand and the shape of the page instead of a white one. React
// replaces it on its first render. The tab title is the lender's name until the first screen names itself.
export interface BootFailure { text: string; retry: string }

export function bootShellHtml(siteText: string, failure?: BootFailure): { title: string; root: string } {
  const site = parseSite(SITE, siteText);
  if (!site.ok) throw new Error(site.error);
  const values = { lenderName: site.value.lenderName, servicerName: site.value.servicerName, providerName: site.value.providerName };
  const lender = escapeHtml(interpolate(site.value.banner.lender, values, {}, { mode: 'text' }));
  const logo = site.value.banner.logo ? `<img class="banner-logo" src="${escapeHtml(site.value.banner.logo)}" alt="" width="96" height="32">` : '';
  // Shown by src/boot.ts when the app's code cannot be downloaded (errors.yaml networkFailure), with the error
  // page's Try again as a link that loads the page again.
  const failed = failure
    ? `<div data-boot-failed hidden><p class="error-message" role="alert">${escapeHtml(failure.text)}</p><p><a href="">${escapeHtml(failure.retry)}</a></p></div>`
    : '';
  const bars = ['sk-progress', 'sk-title', 'sk-line', 'sk-line sk-short', 'sk-field', 'sk-field', 'sk-button'].map((c) => `<div class="sk ${c}"></div>`).join('');
  return {
    title: lender,
    root: `<div class="app boot-shell"><header class="banner"><div class="banner-names"><p class="banner-lender">${lender}</p>` +
      // The network line's box (src/runtime/NetworkStatus.tsx, 4 px while online), so the screen sits where the app's will.
      `<p class="banner-merchant"></p></div>${logo}</header><div class="network-status network-online" aria-hidden="true"></div><div class="screen-wrap"><main class="screen boot-skeleton" aria-busy="true">` +
      `${bars}${failed}</main></div></div>`,
  };
}

// The words of the page the boot shows when the app's code does not arrive: errors.yaml's networkFailure and the
// error screen's Try again (content/en: the shell is drawn before the borrower's language is known).
function bootFailure(): BootFailure | undefined {
  const errors = parse(readFileSync(join(repo(), ERRORS), 'utf8')) as Record<string, unknown> | null;
  const copy = parseCopy(ERROR_SCREEN, readFileSync(join(repo(), ERROR_SCREEN), 'utf8'));
  const retry = copy.ok ? copy.value.buttons.tryAgain : undefined;
  return typeof errors?.networkFailure === 'string' && retry ? { text: errors.networkFailure, retry } : undefined;
}

export function bootShell(): Plugin {
  return {
    name: 'boot-shell',
    transformIndexHtml(html, ctx) {
      // Only the app's own page: the bench floors (bench/*/index.html) are built with this config and must stay bare.
      if (ctx.filename !== join(repo(), 'index.html')) return html;
      const shell = bootShellHtml(readFileSync(join(repo(), SITE), 'utf8'), bootFailure());
      return html
        .replace(/<title>[^<]*<\/title>/, `<title>${shell.title}</title>`)
        .replace('<div id="root"></div>', `<div id="root">${shell.root}</div>`);
    },
  };
}
