import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { interpolate } from '../../engine/content/interpolate';
import { parseSite } from '../../engine/content/parseSite';

const SITE = 'content/en/site.yaml';
const ERRORS = 'content/en/errors.yaml';
const REPO = fileURLToPath(new URL('../../', import.meta.url));
// Only the app's own page: the bench floors (bench/*/index.html) are built with this config and must stay bare.
const APP_HTML = join(REPO, 'index.html');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// What the HTML paints before any script runs: the banner with the lender's name (content/en/site.yaml) and a grey
// skeleton of a screen in the same boxes the app draws (.app, .banner, .screen: app.css, which the page links
// before its script), so a slow phone shows the brand and the shape of the page instead of a white one. React
// replaces it on its first render. The tab title is the lender's name until the first screen names itself.
export function bootShellHtml(siteText: string, failedText = ''): { title: string; root: string } {
  const site = parseSite(SITE, siteText);
  if (!site.ok) throw new Error(site.error);
  const values = { lenderName: site.value.lenderName, servicerName: site.value.servicerName, providerName: site.value.providerName };
  const lender = escapeHtml(interpolate(site.value.banner.lender, values, {}, { mode: 'text' }));
  const logo = site.value.banner.logo ? `<img class="banner-logo" src="${escapeHtml(site.value.banner.logo)}" alt="" width="96" height="32">` : '';
  // Shown by src/boot.ts when the app's code cannot be downloaded (errors.yaml networkFailure).
  const failed = failedText ? `<p class="error-message" role="alert" data-boot-failed hidden>${escapeHtml(failedText)}</p>` : '';
  const bars = ['sk-progress', 'sk-title', 'sk-line', 'sk-line sk-short', 'sk-field', 'sk-field', 'sk-button'].map((c) => `<div class="sk ${c}"></div>`).join('');
  return {
    title: lender,
    root: `<div class="app boot-shell"><header class="banner"><div class="banner-names"><p class="banner-lender">${lender}</p>` +
      `<p class="banner-merchant"></p></div>${logo}</header><div class="screen-wrap"><main class="screen boot-skeleton" aria-busy="true">` +
      `${bars}${failed}</main></div></div>`,
  };
}

export function bootShell(): Plugin {
  return {
    name: 'boot-shell',
    transformIndexHtml(html, ctx) {
      if (ctx.filename !== APP_HTML) return html;
      const errors = parse(readFileSync(join(REPO, ERRORS), 'utf8')) as Record<string, unknown> | null;
      const failed = typeof errors?.networkFailure === 'string' ? errors.networkFailure : '';
      const shell = bootShellHtml(readFileSync(join(REPO, SITE), 'utf8'), failed);
      return html
        .replace(/<title>[^<]*<\/title>/, `<title>${shell.title}</title>`)
        .replace('<div id="root"></div>', `<div id="root">${shell.root}</div>`);
    },
  };
}
