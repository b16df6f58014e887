import type { FlowProblem } from '../../engine/flow/compileFlow';
import { perProject, type Project } from './Project';
import { flowShapeFindings } from './rules/flowShape';
import { inquiries } from './rules/inquiries';

/** What the problems of flows/*.yaml themselves (syntax, shape, the inquiry table) mean for the later rules. */
export interface FlowFileState {
  /** The flow files (by name: borrower, common) that do not parse: what needs them says nothing. */
  unparsed: ReadonlySet<string>;
  /** Whether a problem is at or under a key the flow format's schema named already (the same mistake). */
  echoes: (p: FlowProblem) => boolean;
  /** Whether a problem the name checks (checkFlow) find is an echo of a root cause already said, and so stays unsaid. */
  quiet: (p: FlowProblem) => boolean;
  /** Both journeys compiled and the schema doubts no screen path, so the fixtures' paths can be held against them. */
  screenPathsKnown: boolean;
  /** flows/inquiries.yaml has no problem, so the fixtures' inquiry types can be held against it. */
  inquiryTableKnown: boolean;
}

const within = (path: readonly (string | number)[], root: readonly (string | number)[]) => root.every((k, i) => path[i] === k);
/** A problem about a screen's path (its format, or two screens sharing one). */
export const aboutScreenPath = (p: FlowProblem): boolean => p.path[0] === 'screens' && p.path[2] === 'path';

// What is wrong with the files of flows/ themselves, before any name in them is checked, decides what the later
// rules leave unsaid, so each root cause is said once:
// - a file that does not parse gets its first syntax error only (flowSyntax), and nothing that needs what the
//   file defines speaks: the journeys that include it do not compile and say nothing about it;
// - each journey file is held to schemas/flow.schema.json (flowShape); a compile problem at or under a key the
//   schema already named is the same mistake, and so is every name check there (`quiet`);
// - a screen whose key the schema rejects (prequal-back:) is that one mistake: a reference whose "did you mean"
//   is that key is fixed with it;
// - reachability is decided only on a journey whose files have the right shape: a step the schema rejects may be
//   the one way in to a screen.
export const flowFileState = perProject((project: Project): FlowFileState => {
  const { files, flows } = project.flows;
  const unparsed = new Set(files.filter((f) => f.errors.length).map((f) => f.name));
  const shape = flowShapeFindings(project);
  const echoes = (p: FlowProblem) => shape.some((s) => s.file === p.file && within(p.path, s.path));
  const misshapen = new Set(shape.map((s) => s.file));
  const journeyFiles = (journey: string) => {
    const doc = files.find((f) => f.name === journey)?.data as { include?: unknown } | undefined;
    return [`flows/${journey}.yaml`, ...(Array.isArray(doc?.include) ? doc.include.map((i) => `flows/${String(i)}.yaml`) : [])];
  };
  const badScreens = new Set(shape.filter((s) => s.path.length === 2 && s.path[0] === 'screens').map((s) => String(s.path[1])));
  const quiet = (p: FlowProblem) => echoes(p) || (p.meant !== undefined && badScreens.has(p.meant))
    || (/ is never reached/.test(p.message) && journeyFiles(p.file.replace(/^flows\/(.+)\.yaml$/, '$1')).some((f) => misshapen.has(f)));
  return {
    unparsed,
    echoes,
    quiet,
    screenPathsKnown: Boolean(flows.borrower && flows.prequal) && !shape.some(aboutScreenPath),
    inquiryTableKnown: inquiries(project).length === 0 && !unparsed.has('inquiries'),
  };
});
