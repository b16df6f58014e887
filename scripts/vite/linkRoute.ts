import { join } from 'node:path';
import type { Plugin } from 'vite';
import { loadFlows } from '../lib/loadFlows';
import { root } from '../lib/root';
import { jsonModule } from './jsonModule';

const ID = 'virtual:link-route';

/** The payment-link route as the flows define it: the borrower entry's path (/:token) and every fixed path it must not swallow. */
export interface LinkRoute { tokenPath: string | null; fixedPaths: string[] }

// What the boot needs to know, before the app's modules arrive, to start the payment link's first read early: which
// addresses are payment links. Read from the flows at build time (routing stays in flows/); broken flows give
// no route, so the boot reads nothing early and the app shows the flows' problems as it always does.
export function linkRouteOf(): LinkRoute {
  try {
    const { flows } = loadFlows();
    const borrower = flows.borrower;
    const tokenPath = borrower ? borrower.screens[borrower.entry]?.path ?? null : null;
    const fixedPaths = [...new Set(Object.values(flows).flatMap((f) => Object.values(f?.screens ?? {}).map((s) => s.path)).filter((p) => !p.includes(':')))];
    return { tokenPath: tokenPath && /^\/:[A-Za-z0-9_]+$/.test(tokenPath) ? tokenPath : null, fixedPaths };
  } catch {
    return { tokenPath: null, fixedPaths: [] };
  }
}

export const linkRoute = (): Plugin =>
  jsonModule('link-route', ID, linkRouteOf, () => ['flows/borrower.yaml', 'flows/common.yaml', 'flows/prequal.yaml'].map((file) => join(root, file)));
