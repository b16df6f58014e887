import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { checkCopyLabels } from './checkCopyLabels';
import { checkCopyText } from './checkCopyText';
import { checkLocales } from './checkLocales';
import { checkTextKeys } from './checkTextKeys';
import { codeNames, type CodeNames } from './codeNames';
import { copyUsage, type CopyUsage } from './copyUsage';
import { nearest } from './didYouMean';
import { loadContent, type CopyFile } from './loadContent';
import { root } from './root';

// A copy file no screen shows and no code names is a leftover, or a file named differently from what its screen
// asks for. A rename slip (the screen asks for declined_max, the file is declined-max.md) is the flow check's one
// line ("has no copy ... did you mean"), so the file is not reported as unused as well.
function orphans(files: Record<string, CopyFile>, used: Map<string, unknown>, names: CodeNames, kind: 'screen' | 'modal'): { lines: string[]; ids: string[] } {
  const wanted = [...used.keys()].filter((id) => !(id in files));
  const ids = Object.keys(files).filter((id) => !used.has(id) && !names.quoted.has(id) && !names.modals.has(id));
  const how = kind === 'screen' ? 'no screen in flows/ is named so or says copy: ' : "no screen in flows/ lists it under modals:, and no code opens it: add it to a screen's modals: list, or delete the file";
  return {
    ids,
    lines: ids.filter((id) => !wanted.some((w) => nearest(w, [id]) === id))
      .map((id) => `${files[id]!.file}:1:1: this ${kind} copy is never shown: ${kind === 'screen' ? `${how}${id} (or delete the file)` : how}`),
  };
}

// flows:check's content part: every English copy file read on its own (a broken one is one line, and what it
// defines is then unknown rather than missing), the words checked where the borrower would see a gap or a dead
// link, the labels a form never shows, files no screen shows, texts no code reads; then every other locale against
// English. A mistake in English is reported once, in English: a file with a problem of its own is compared with
// its translations only once it is fixed, and a translation is not blamed for an English file that is missing or
// unused.
export function checkContent(flows: Partial<Record<'borrower' | 'prequal', CompiledFlow>>): string[] {
  const content = loadContent();
  const names = codeNames();
  const usage: CopyUsage = copyUsage(flows);
  const labels = checkCopyLabels(content.screens, usage);
  const lines = [
    ...Object.values(content.screens).flatMap((f) => f.problems),
    ...Object.values(content.modals).flatMap((f) => f.problems),
    ...content.site.problems,
    ...content.messages.problems,
    ...content.errors.problems,
    ...checkCopyText(content, usage, names),
    ...labels.lines,
    ...checkTextKeys(content.messages, content.errors, names),
  ];
  const unused: string[] = [];
  if (usage.complete) {
    for (const [files, used, kind, dir] of [[content.screens, usage.screens, 'screen', 'screens'], [content.modals, usage.modals, 'modal', 'modals']] as const) {
      const found = orphans(files, used, names, kind);
      lines.push(...found.lines);
      unused.push(...found.ids.map((id) => `${dir}/${id}.md`));
    }
  }
  const needed = ['site.yaml', 'messages.yaml', 'errors.yaml', ...(usage.complete ? [...[...usage.screens.keys()].map((id) => `screens/${id}.md`), ...[...usage.modals.keys()].map((id) => `modals/${id}.md`)] : [])];
  const ownProblems = new Set([...lines, ...labels.elsewhere].map((l) => /^content\/en\/([^:]+):/.exec(l)?.[1]).filter((f): f is string => Boolean(f)));
  lines.push(...checkLocales(root, { englishProblems: ownProblems, unused: new Set(unused), needed: new Set(needed) }));
  return lines;
}
