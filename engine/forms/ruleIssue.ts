import type { FieldIssue } from '../fields/FieldIssue';
import type { ValidationContext } from '../fields/ValidationContext';
import { validators, type ValidatorName } from '../fields/registry';
import type { FormSchema } from './FormDefinition';

// A present value that passed its schema, held to the field's `x-rules` in order (engine/fields/registry.ts
// validators, by the same names), each with the settings the form gives it (`x-ruleOptions`): the first rule it
// breaks, or null.
export function ruleIssue(node: FormSchema, value: unknown, ctx: ValidationContext): FieldIssue | null {
  for (const name of node['x-rules'] ?? []) {
    const rule = Object.hasOwn(validators, name) ? validators[name as ValidatorName] : undefined;
    const issue = rule ? rule(value, ctx, node['x-ruleOptions']?.[name]) : null;
    if (issue) return issue;
  }
  return null;
}
