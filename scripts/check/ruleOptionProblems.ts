import { validators, type ValidatorName } from '../../engine/fields/registry';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { didYouMean, near } from './didYouMean';

type Path = (string | number)[];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const EXAMPLE = '{ "minimumAge": { "stateField": "stateCode" } }';

// A field's `x-ruleOptions` (a rule's settings on this form) held to what its rules take: each entry is for a rule the
// field runs (its x-rules), each setting is one that rule has, and a setting naming another field (minimumAge's
// stateField) names a field the form has, so a rule never reads an answer that cannot be there and silently falls
// back to its default. `fields` is null for a shared definition checked on its own (no form, so no fields to hold
// it to; the forms that use it are held each in turn). Paths are relative to the node.
export function ruleOptionProblems(node: FormSchema, fields: readonly string[] | null): { path: Path; message: string }[] {
  const options = node['x-ruleOptions'];
  if (options === undefined) return [];
  const at: Path = ['x-ruleOptions'];
  if (!isObject(options)) return [{ path: at, message: `"x-ruleOptions" must be an object of rule: settings, such as ${EXAMPLE}` }];
  const runs = (Array.isArray(node['x-rules']) ? node['x-rules'] : []).map(String);
  const problems: { path: Path; message: string }[] = [];
  for (const [rule, settings] of Object.entries(options)) {
    if (!runs.includes(rule)) {
      problems.push({ path: [...at, rule], message: `settings for "${rule}", a rule this field does not run${didYouMean(rule, runs)}` });
      continue;
    }
    if (!Object.hasOwn(validators, rule)) continue; // an unknown rule in x-rules is that list's own line
    if (!isObject(settings)) {
      problems.push({ path: [...at, rule], message: `the settings of "${rule}" must be an object, such as ${EXAMPLE}` });
      continue;
    }
    const takes = validators[rule as ValidatorName].fieldOptions;
    for (const [name, value] of Object.entries(settings)) {
      if (!takes.includes(name)) problems.push({ path: [...at, rule, name], message: `"${rule}" has no setting "${name}"${takes.length ? didYouMean(name, takes) : ' (it takes none)'}` });
      else if (typeof value !== 'string') problems.push({ path: [...at, rule, name], message: `"${name}" of "${rule}" must be the name of a field of the form, in quotes` });
      else if (fields && !fields.includes(value)) problems.push({ path: [...at, rule, name], message: `"${rule}" reads "${value}" (its ${name}), which is not a field of this form${near(value, fields)}` });
    }
  }
  return problems;
}
