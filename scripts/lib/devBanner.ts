import type { Fixture } from '../../sandbox/server/fixtures/Fixture';
import { formatDemoLinks, listDemoLinks } from '../../sandbox/server/fixtures/listDemoLinks';

export interface DevBannerInput {
  /** The Vite dev server's address: the one to open (it proxies the sandbox's paths). */
  appUrl: string;
  /** Where the sandbox API itself listens (behind the dev server). */
  apiUrl: string;
  fixtures: readonly Fixture[];
}

// What `npm run dev` prints once both servers listen: where the app is, that the sandbox is behind it, then one
// demo link per fixture on the dev server's address (the same lines as npm start's, from listDemoLinks).
export function devBanner({ appUrl, apiUrl, fixtures }: DevBannerInput): string[] {
  const base = appUrl.replace(/\/+$/, '');
  return [
    `Dev server on ${base} (copy, flow and form edits reload the page; flows:check problems show in the browser and here; flow map ${base}/__flows/map)`,
    `Sandbox lender on ${apiUrl.replace(/\/+$/, '')}, in memory, behind the dev server's /api (control API on; outbox ${base}/sandbox/outbox)`,
    ...formatDemoLinks(listDemoLinks(fixtures, base)),
  ];
}
