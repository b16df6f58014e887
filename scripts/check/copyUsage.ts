import type { Screen } from '../../engine/flow/FlowTypes';
import { perProject, screensOf } from './Project';

export interface ScreenUse { journey: string; id: string; screen: Screen }

/** Which screens show each copy file and each modal, and the pages a link in copy can open. */
export interface CopyUsage {
  /** False when a journey did not compile: who uses what is then unknown, and checks that need it stay quiet. */
  complete: boolean;
  screens: Map<string, ScreenUse[]>;
  modals: Map<string, ScreenUse[]>;
  /** Every screen path without a parameter (/terms, /privacy): the pages copy can link to. */
  paths: Set<string>;
}

// A screen shows the copy file named by its `copy:` (else its own id) and the modals it lists; both journeys count
// (common.yaml's screens are in each). Worked out once per project.
export const copyUsageOf = perProject((project): CopyUsage => {
  const { flows } = project.flows;
  const usage: CopyUsage = { complete: Boolean(flows.borrower && flows.prequal), screens: new Map(), modals: new Map(), paths: new Set() };
  const push = (map: Map<string, ScreenUse[]>, key: string, use: ScreenUse) => map.set(key, [...(map.get(key) ?? []), use]);
  for (const { flow, id, screen } of screensOf(project)) {
    if (!screen || typeof screen !== 'object') continue;
    const use = { journey: flow.journey, id, screen };
    push(usage.screens, typeof screen.copy === 'string' ? screen.copy : id, use);
    for (const m of Array.isArray(screen.modals) ? screen.modals : []) if (typeof m === 'string') push(usage.modals, m, use);
    for (const path of [screen.path, ...(Array.isArray(screen.aliases) ? screen.aliases : [])]) {
      if (typeof path === 'string' && !path.includes(':')) usage.paths.add(path);
    }
  }
  return usage;
});
