import type { Problem } from '../../../engine/Problem';
import type { Project } from '../Project';
import { yamlSyntaxProblem } from '../yamlSyntaxProblem';

// Each file of flows/ that does not read as YAML, at its first syntax error (what needs the file then says nothing).
export const flowSyntax = (project: Project): Problem[] => project.flows.files.flatMap((f) => yamlSyntaxProblem(f) ?? []);
