import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { parse } from 'yaml';
import { escapeHtml } from '../../engine/content/escapeHtml';
import { interpolate } from '../../engine/content/interpolate';
import { parseCopy } from '../../engine/content/parseCopy';
import { parseSite } from '../../engine/content/parseSite';
import { LOCALE_KEY } from '../../src/content/localeKey';
import { BrandHeader } from '../../src/screens/BrandHeader';
import { linkRouteOf } from './linkRoute';

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
  // The app's own banner (BrandHeader), the merchant line kept empty until the application names one.
  const banner = renderToStaticMarkup(createElement(BrandHeader, { banner: site.value.banner, values }));
  // Shown by src/start/boot.ts when the app's code cannot be downloaded (errors.yaml networkFailure), with the error
  // page's Try again as a link that loads the page again.
  const failed = failure
    ? `<div data-boot-failed hidden><p class="error-message" role="alert">${escapeHtml(failure.text)}</p><p><a href="">${escapeHtml(failure.retry)}</a></p></div>`
    : '';
  const bars = ['sk-progress', 'sk-title', 'sk-line', 'sk-line sk-short', 'sk-field', 'sk-field', 'sk-button'].map((c) => `<div class="sk ${c}"></div>`).join('');
  return {
    title: lender,
    root: `<div class="app boot-shell">${banner}` +
      // The network line's box (src/runtime/NetworkStatus.tsx, 4 px while online), so the screen sits where the app's will.
      `<div class="network-status network-online" aria-hidden="true"></div><div class="screen-wrap"><main class="screen boot-skeleton" aria-busy="true">` +
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

/**
 * The page's inline script (src/runtime/inlineFirstRead.ts, bundled): it starts a payment link's first read as the
 * HTML is read. The payment-link route and the API's address are written into it; the sandbox's
 * Content-Security-Policy allows it by its hash (sandbox/server/serveApp.ts), as a host serving dist/ must.
 */
export function inlineFirstReadScript(apiBase: string, paintCopy: Record<string, string> = {}, signupPainter: readonly string[] = []): string {
  // esbuild is loaded when the build asks (a page test reading bootShellHtml under jsdom cannot load it).
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const built = buildSync({
    entryPoints: [join(repo(), 'src/runtime/inlineFirstRead.ts')], bundle: true, write: false, format: 'iife', minify: true,
    target: 'es2020', define: {
      __LINK_ROUTE__: JSON.stringify(linkRouteOf()), __API_BASE__: JSON.stringify(apiBase), __PAINT_COPY__: JSON.stringify(paintCopy),
      __LOCALE_KEY__: JSON.stringify(LOCALE_KEY), __SIGNUP_PAINTER__: JSON.stringify(signupPainter),
    }, logLevel: 'silent',
  });
  return (built.outputFiles[0]?.text ?? '').trim().replaceAll('</', '<\\/');
}

// The chunks the boot fetches first on a payment link, whatever it opens on: the painter and what it imports (the
// page's entry aside), named in the page's head so they download beside the boot and the first read instead of after
// the boot has run; each language's first-paint copy, of which the inline script asks for the borrower's; and the
// signup page's painter beyond those, which the inline script asks for on that page only.
function firstPaintModules(ctx: IndexHtmlTransformContext): { painter: string[]; copy: Record<string, string>; signup: string[] } {
  const chunks = Object.values(ctx.bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const entry = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || entry.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
  };
  const copy: Record<string, string> = {};
  const holds = (chunk: (typeof chunks)[number], module: string) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module));
  for (const chunk of chunks) {
    const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
    if (holds(chunk, '/src/firstPaint/paintFirstScreen.ts')) visit(chunk.fileName);
    if (id.startsWith('\0virtual:first-paint/')) copy[id.slice('\0virtual:first-paint/'.length)] = `/${chunk.fileName}`;
  }
  const painter = [...files];
  for (const chunk of chunks) if (holds(chunk, '/src/firstPaint/paintSignupScreen.ts')) visit(chunk.fileName);
  return { painter: painter.map((file) => `/${file}`), copy, signup: [...files].filter((file) => !painter.includes(file)).map((file) => `/${file}`) };
}

export function bootShell(): Plugin {
  let apiBase = '/api';
  return {
    name: 'boot-shell',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE_URL as string | undefined) ?? '/api';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // Only the app's own page: the bench floors (bench/*/index.html) are built with this config and must stay bare.
        if (ctx.filename !== join(repo(), 'index.html')) return html;
        const shell = bootShellHtml(readFileSync(join(repo(), SITE), 'utf8'), bootFailure());
        // In the build only: the dev server serves modules one by one and no policy.
        const modules = ctx.bundle ? firstPaintModules(ctx) : null;
        const early = modules
          ? `\n    <script>${inlineFirstReadScript(apiBase, modules.copy, modules.signup)}</script>` +
            modules.painter.map((href) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('')
          : '';
        return html
          .replace(/<title>[^<]*<\/title>/, `<title>${shell.title}</title>${early}`)
          .replace('<div id="root"></div>', `<div id="root">${shell.root}</div>`);
      },
    },
  };
}
