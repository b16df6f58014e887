import type { Problem } from '../../../engine/Problem';
import { englishContent } from '../loadContent';
import type { Project } from '../Project';

// Each English copy file that does not read (front matter, YAML, a value that is not a text, a file the app needs
// that is gone), once, on its own line: what it defines is then unknown to the other rules rather than missing.
export function copyFiles(project: Project): Problem[] {
  const { screens, modals, site, messages, errors } = englishContent(project);
  return [...Object.values(screens), ...Object.values(modals), site, messages, errors].flatMap((f) => f.problems);
}
