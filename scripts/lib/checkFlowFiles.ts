import type { FlowProblem } from '../../engine/flow/compileFlow';
import { locate } from '../../engine/flow/locate';
import { checkErrorRules } from './checkErrorRules';
import { checkFlowShape } from './checkFlowShape';
import { checkInquiries } from './checkInquiries';
import type { LoadedFlows } from './loadFlows';
import { yamlSyntaxLine } from './yamlSyntaxLine';

export interface FlowFileCheck {
  /** The root causes in flows/*.yaml, one `file:line:column: sentence` each. */
  lines: string[];
  /** Whether a problem the name checks (checkFlow) find is an echo of one of `lines`, and so stays unsaid. */
  quiet: (p: FlowProblem) => boolean;
  /** Both journeys compiled and no screen path is in doubt, so the fixtures' paths can be held against them. */
  screenPathsKnown: boolean;
  /** flows/inquiries.yaml has no problem, so the fixtures' inquiry types can be held against it. */
  inquiryTableKnown: boolean;
}

const within = (path: readonly (string | number)[], root: readonly (string | number)[]) => root.every((k, i) => path[i] === k);
/** A problem about a screen's path (its format, or two screens sharing one). */
export const aboutScreenPath = (p: FlowProblem): boolean => p.path[0] === 'screens' && p.path[2] === 'path';

// What is wrong with the files of flows/ themselves, before any name in them is checked, with the cascade behind
// each root cause left out:
// - a file that does not parse gets its first syntax error only (yamlSyntaxLine), and nothing that needs what the
//   file defines speaks: the journeys that include it do not compile and say nothing about it;
// - each journey file is held to schemas/flow.schema.json (checkFlowShape); a compile problem at or under a key the
//   schema already named is the same mistake, and so is every name check there (`quiet`);
// - a missing included file is named once, at the first include of it;
// - flows/inquiries.yaml and flows/errors.yaml get their own checks with lines (the compiler's sentences about the
//   inquiry table have none, and are said only if those checks find nothing).
// Reachability is decided only on a journey whose files have the right shape: a step the schema rejects may be the
// one way in to a screen.
export function checkFlowFiles(loaded: LoadedFlows): FlowFileCheck {
  const { files, flows, problems } = loaded;
  const lines: string[] = [];
  const at = (file: string, path: (string | number)[]) => {
    const { line, column } = locate(files.find((f) => f.file === file)?.text ?? '', path);
    return `${file}:${line}:${column}`;
  };
  for (const f of files) {
    const line = yamlSyntaxLine(f);
    if (line) lines.push(line);
  }
  const unparsed = new Set(files.filter((f) => f.errors.length).map((f) => f.name));

  const shape = checkFlowShape(files);
  for (const p of shape) lines.push(`${at(p.file, p.path)}: ${p.message}`);
  const echoes = (p: FlowProblem) => shape.some((s) => s.file === p.file && within(p.path, s.path));

  const inquiryLines = checkInquiries(files);
  const missingIncludes = new Set<string>();
  for (const p of problems) {
    if (unparsed.has(p.file.replace(/^flows\/(.+)\.yaml$/, '$1')) || echoes(p)) continue;
    if (p.file === 'flows/inquiries.yaml' && inquiryLines.length) continue;
    if (p.path[0] === 'include' && typeof p.path[1] === 'number') {
      const doc = files.find((f) => f.file === p.file)?.data as { include?: unknown[] } | undefined;
      const name = String(doc?.include?.[p.path[1]]);
      if (unparsed.has(name) || missingIncludes.has(name)) continue;
      missingIncludes.add(name);
    }
    lines.push(`${at(p.file, p.path)}: ${p.message}`);
  }
  lines.push(...inquiryLines, ...checkErrorRules(files));

  const misshapen = new Set(shape.map((s) => s.file));
  const journeyFiles = (journey: string) => {
    const doc = files.find((f) => f.name === journey)?.data as { include?: unknown } | undefined;
    return [`flows/${journey}.yaml`, ...(Array.isArray(doc?.include) ? doc.include.map((i) => `flows/${String(i)}.yaml`) : [])];
  };
  // A screen whose key the schema rejects (prequal-back:) is that one mistake: a reference whose "did you mean"
  // is that key is fixed with it.
  const badScreens = new Set(shape.filter((s) => s.path.length === 2 && s.path[0] === 'screens').map((s) => String(s.path[1])));
  const quiet = (p: FlowProblem) => echoes(p) || (p.meant !== undefined && badScreens.has(p.meant))
    || (/ is never reached/.test(p.message) && journeyFiles(p.file.replace(/^flows\/(.+)\.yaml$/, '$1')).some((f) => misshapen.has(f)));
  const screenPathsKnown = Boolean(flows.borrower && flows.prequal) && !shape.some(aboutScreenPath);
  return { lines, quiet, screenPathsKnown, inquiryTableKnown: inquiryLines.length === 0 && !unparsed.has('inquiries') };
}
