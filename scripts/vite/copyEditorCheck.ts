import type { Problem } from '../../engine/Problem';
import { checkProject, type RuleName } from '../check/checkProject';
import { loadProject } from '../check/loadProject';

/** The rules of flows:check that read copy files (and QA's fixtures, whose `see:` lines name the words). */
export const COPY_RULES: readonly RuleName[] = ['copyFiles', 'copyText', 'copyLabels', 'textKeys', 'unusedCopy', 'locales', 'fixtureSteps'];

/** What flows:check would say after an edit: what stops it (in the edited files) and what it makes QA fix elsewhere. */
export interface CopyCheck { blocking: Problem[]; elsewhere: Problem[] }

const said = (p: Problem) => `${p.file}\0${p.message}`;

// Checks an edit before it is written, with flows:check's own rules: the project as it is on disk with the edited
// files' new texts (by path from the root) in place of theirs. Only what the edit brings counts: a problem the
// files already had is flows:check's to report, not a reason to refuse this edit. A problem in an edited file
// (a placeholder nothing fills, a link to no page, a Spanish twin with other placeholders) stops the save; one
// elsewhere (a fixture's `see:` that named the old words) is said, and the save goes ahead.
export function checkCopyEdit(root: string, proposed: Readonly<Record<string, string>>): CopyCheck {
  const project = loadProject(root);
  const before = new Set(checkProject(project, [...COPY_RULES]).map(said));
  const after = checkProject({ ...project, texts: { ...project.texts, ...proposed } }, [...COPY_RULES]).filter((p) => !before.has(said(p)));
  return { blocking: after.filter((p) => p.file in proposed), elsewhere: after.filter((p) => !(p.file in proposed)) };
}
