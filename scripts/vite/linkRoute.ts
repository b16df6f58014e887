import { join } from 'node:path';
import type { Plugin } from 'vite';
import { loadFlows } from '../lib/loadFlows';
import { orElse } from '../lib/orElse';
import { root } from '../lib/root';
import { jsonModule } from './jsonModule';

const ID = 'virtual:link-route';

/**
 * The routes a first read starts from, as the flows define them: the payment link (the borrower entry's path,
 * /:token) with every fixed path it must not swallow, and the prequal signup page (the prequal flow's page opened by
 * its signup id alone, /:signupId/prequalify).
 */
export interface LinkRoute { tokenPath: string | null; fixedPaths: string[]; signupPath: string | null }

// The prequal flow's signup page: not its entry (the link with a checksum), its path's one parameter the signup id
// (src/screens/routesOf.ts gives it the route kind prequalSignup, src/screens/ScreenRoute.tsx reads the id by that name).
export function signupPathOf(prequal: { entry: string; screens: Record<string, { path: string }> } | undefined): string | null {
  if (!prequal) return null;
  const paths = Object.entries(prequal.screens)
    .filter(([id, screen]) => id !== prequal.entry && /^\/:signupId(\/[A-Za-z0-9_-]+)+$/.test(screen.path))
    .map(([, screen]) => screen.path);
  return paths.length === 1 ? (paths[0] as string) : null;
}

// What the boot needs to know, before the app's modules arrive, to start a first read early: which addresses are
// payment links, and which the prequal signup page. Read from the flows at build time (routing stays in flows/);
// broken flows give no route, so the boot reads nothing early and the app shows the flows' problems as it always does.
export const linkRouteOf = (): LinkRoute => orElse((): LinkRoute => {
  const { flows } = loadFlows();
  const borrower = flows.borrower;
  const tokenPath = borrower ? borrower.screens[borrower.entry]?.path ?? null : null;
  const fixedPaths = [...new Set(Object.values(flows).flatMap((f) => Object.values(f?.screens ?? {}).map((s) => s.path)).filter((p) => !p.includes(':')))];
  return { tokenPath: tokenPath && /^\/:[A-Za-z0-9_]+$/.test(tokenPath) ? tokenPath : null, fixedPaths, signupPath: signupPathOf(flows.prequal) };
}, { tokenPath: null, fixedPaths: [], signupPath: null });

export const linkRoute = (): Plugin =>
  jsonModule('link-route', ID, linkRouteOf, () => ['flows/borrower.yaml', 'flows/common.yaml', 'flows/prequal.yaml'].map((file) => join(root, file)));
