import type { Problem } from '../../../engine/Problem';
import type { CodeNames } from '../codeNames';
import { copyUsageOf } from '../copyUsage';
import { nearest } from '../didYouMean';
import { englishContent, type CopyFile } from '../loadContent';
import { perProject, type Project } from '../Project';

// A copy file no screen shows and no code names is a leftover, or a file named differently from what its screen
// asks for. A rename slip (the screen asks for declined_max, the file is declined-max.md) is the flow check's one
// line ("has no copy ... did you mean"), so the file is not reported as unused as well.
function orphans(files: Record<string, CopyFile>, used: Map<string, unknown>, names: CodeNames, kind: 'screen' | 'modal'): { problems: Problem[]; ids: string[] } {
  const wanted = [...used.keys()].filter((id) => !(id in files));
  const ids = Object.keys(files).filter((id) => !used.has(id) && !names.quoted.has(id) && !names.modals.has(id));
  const how = kind === 'screen' ? 'no screen in flows/ is named so or says copy: ' : "no screen in flows/ lists it under modals:, and no code opens it: add it to a screen's modals: list, or delete the file";
  return {
    ids,
    problems: ids.filter((id) => !wanted.some((w) => nearest(w, [id]) === id)).map((id) => ({
      file: files[id]!.file, line: 1, column: 1, rule: 'unusedCopy',
      message: `this ${kind} copy is never shown: ${kind === 'screen' ? `${how}${id} (or delete the file)` : how}`,
    })),
  };
}

// English copy files no screen shows and no code opens (known only when both journeys compiled). `unused`: their
// paths under content/en/ (screens/x.md), which a translation need not have.
export const unusedCopyFindings = perProject((project: Project): { problems: Problem[]; unused: string[] } => {
  const content = englishContent(project);
  const usage = copyUsageOf(project);
  const problems: Problem[] = [];
  const unused: string[] = [];
  if (!usage.complete) return { problems, unused };
  for (const [files, used, kind, dir] of [[content.screens, usage.screens, 'screen', 'screens'], [content.modals, usage.modals, 'modal', 'modals']] as const) {
    const found = orphans(files, used, project.code, kind);
    problems.push(...found.problems);
    unused.push(...found.ids.map((id) => `${dir}/${id}.md`));
  }
  return { problems, unused };
});
