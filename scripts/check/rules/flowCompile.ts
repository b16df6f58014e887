import { problemAt, type Problem } from '../../../engine/Problem';
import { flowFileState } from '../flowFileState';
import type { Project } from '../Project';
import { inquiries } from './inquiries';

// What the flow compiler finds wrong across the files of flows/ (an include that is missing, an inquiry table it
// cannot use...), with the echoes of a root cause said elsewhere left out: nothing about a file that does not parse
// or at a key the schema named (flowShape), nothing the compiler says about flows/inquiries.yaml once that file's
// own check (inquiries) found something, and a missing included file named once, at its first include.
export function flowCompile(project: Project): Problem[] {
  const { files, problems } = project.flows;
  const { unparsed, echoes } = flowFileState(project);
  const inquiryProblems = inquiries(project).length > 0;
  const missingIncludes = new Set<string>();
  const out: Problem[] = [];
  for (const p of problems) {
    if (unparsed.has(p.file.replace(/^flows\/(.+)\.yaml$/, '$1')) || echoes(p)) continue;
    if (p.file === 'flows/inquiries.yaml' && inquiryProblems) continue;
    if (p.path[0] === 'include' && typeof p.path[1] === 'number') {
      const doc = files.find((f) => f.file === p.file)?.data as { include?: unknown[] } | undefined;
      const name = String(doc?.include?.[p.path[1]]);
      if (unparsed.has(name) || missingIncludes.has(name)) continue;
      missingIncludes.add(name);
    }
    out.push(problemAt('flowCompile', p.file, project.texts[p.file] ?? '', p.path, p.message));
  }
  return out;
}
