import type { Problem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';

/** What flows:check would say after an edit: what stops it, and what it makes QA fix in their fixtures. */
export interface CopyCheck { blocking: Problem[]; elsewhere: Problem[] }

const said = (p: Problem) => `${p.file}\0${p.message}`;
/** QA's scenarios: a `see:` line quotes the words a screen shows, so new words make QA change it, not undo them. */
const inFixtures = (p: Problem) => p.file.startsWith('fixtures/');

// Checks an edit before it is written, as a whole, with every rule of flows:check (half a second): the project as
// it is on disk with the edited files' new texts (by path from the root) in place of theirs. Only what the edit
// brings counts: a problem the files already had is flows:check's to report, not a reason to refuse this edit. Any
// new problem outside QA's fixtures stops the save: in an edited file (a placeholder nothing fills, a link to no
// page) or in one it did not touch, its twin in another language included (English without a {placeholder} the
// Spanish text still has). One in a fixture (a `see:` that named the old words) is said, and the save goes ahead.
export function checkCopyEdit(root: string, proposed: Readonly<Record<string, string>>): CopyCheck {
  const project = loadProject(root);
  const before = new Set(checkProject(project).map(said));
  const after = checkProject({ ...project, texts: { ...project.texts, ...proposed } }).filter((p) => !before.has(said(p)));
  return { blocking: after.filter((p) => !inFixtures(p)), elsewhere: after.filter(inFixtures) };
}
