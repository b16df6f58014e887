import { formatProblem, type Problem } from '../../engine/Problem';

// The same sentence at many places has one cause (a screen path or a button product renamed, a type taken out of
// flows/inquiries.yaml): it is said once, at its first place, naming the others. YAML slips are each their own.
export function onceEach(problems: readonly Problem[]): Problem[] {
  const places = new Map<string, Problem[]>();
  for (const p of problems) {
    const key = p.message.startsWith('not valid YAML') ? formatProblem(p) : p.message;
    places.set(key, [...(places.get(key) ?? []), p]);
  }
  return [...places.values()].map(([first, second, ...rest]) => {
    const others = second === undefined ? '' : ` (also ${second.file}:${second.line}${rest.length ? ` and ${rest.length} more` : ''})`;
    return { ...(first as Problem), message: `${(first as Problem).message}${others}` };
  });
}
