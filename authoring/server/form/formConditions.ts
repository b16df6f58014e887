import { allProperties } from '../../../engine/forms/allProperties';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import type { Condition } from '../../shared/formTypes';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An `if`/`then` the editor reads and writes: the form's own (`holder` is the schema) or a member of its `allOf`. */
interface Branch { holder: Json; member: number | null; condition: Condition | null }

export type AnswerKind = { kind: 'choice' | 'choices' | 'yesNo'; values: string[] };

/** What a question's answer offers a condition: its choices ('choices', an array's for checkboxes) or a box ticked or
 * not; with its shared definition (`$ref`, questionAnswer.ts's definitionOf) under it, as the app reads the two. A
 * box that must be ticked (`const: true`, the agreement) offers that answer only. */
export function answerKind(field: FormSchema | undefined, definition?: FormSchema | null): AnswerKind | null {
  if (!field) return null;
  const node = { ...(definition ?? {}), ...field } as FormSchema;
  const items = node.items as FormSchema | undefined;
  if (Array.isArray(node.enum)) return { kind: 'choice', values: node.enum.map(String) };
  if (node.type === 'array' && Array.isArray(items?.enum)) return { kind: 'choices', values: items!.enum.map(String) };
  if (node.type === 'boolean') return { kind: 'yesNo', values: typeof node.const === 'boolean' ? [String(node.const)] : ['true', 'false'] };
  return null;
}

// The `if` of a condition as the guide writes it (docs/adding-a-screen.md, the landlord's phone): the answer named
// `required` too, or a form left unanswered would match it. One value is a `const`, several an `enum`; a checkboxes
// answer shows it when it contains one of them; a yes/no box's values are booleans.
export function ifOf(condition: Condition, kind: 'choice' | 'choices' | 'yesNo'): Json {
  const values: unknown[] = kind === 'yesNo' ? condition.values.map((v) => v === 'true') : condition.values;
  const match: Json = values.length === 1 ? { const: values[0] } : { enum: values };
  return { properties: { [condition.on]: kind === 'choices' ? { contains: match } : match }, required: [condition.on] };
}

/** The condition an `if` says, when it is one the editor writes (one answer, its values); null for any other. */
function readIf(node: unknown): Condition | null {
  if (!isObject(node) || !isObject(node.properties)) return null;
  const names = Object.keys(node.properties);
  if (names.length !== 1 || Object.keys(node).some((k) => k !== 'properties' && k !== 'required')) return null;
  const on = names[0]!;
  let match = node.properties[on];
  if (isObject(match) && isObject(match.contains) && Object.keys(match).length === 1) match = match.contains;
  if (!isObject(match) || Object.keys(match).length !== 1) return null;
  const values = 'const' in match ? [match.const] : Array.isArray(match.enum) ? match.enum : null;
  if (!values || values.length === 0 || values.some((v) => typeof v !== 'string' && typeof v !== 'boolean')) return null;
  return { on, values: values.map(String) };
}

function branchesOf(schema: Json): Branch[] {
  const out: Branch[] = [];
  const take = (holder: unknown, member: number | null) => {
    if (isObject(holder) && 'if' in holder && isObject(holder.then) && !('else' in holder)) out.push({ holder, member, condition: readIf(holder.if) });
  };
  take(schema, null);
  if (Array.isArray(schema.allOf)) schema.allOf.forEach((m, i) => take(m, i));
  return out;
}

const thenProps = (b: Branch) => ((b.holder.then as Json).properties ?? {}) as Json;

/** Where a question is: the form's own properties, a branch the editor writes, or somewhere only the files can change. */
export type Place = { where: 'top' } | { where: 'branch'; branch: Branch } | { where: 'files' } | { where: 'none' };
export function placeOf(schema: FormSchema, name: string): Place {
  if (isObject(schema.properties) && name in schema.properties) return { where: 'top' };
  if (!(name in allProperties(schema))) return { where: 'none' };
  const branch = branchesOf(schema as Json).find((b) => b.condition && name in thenProps(b));
  return branch ? { where: 'branch', branch } : { where: 'files' };
}

/** The condition that shows a question, as the editor can change it; undefined when always shown or out of its reach. */
export function conditionOf(schema: FormSchema, name: string): Condition | undefined {
  const place = placeOf(schema, name);
  return place.where === 'branch' ? place.branch.condition ?? undefined : undefined;
}

/** The questions a condition on `name`'s answer shows (they go, or stop showing, with it), with the values they name. */
export function shownBy(schema: FormSchema, name: string): { name: string; values: string[] }[] {
  return branchesOf(schema as Json).filter((b) => b.condition?.on === name || (!b.condition && JSON.stringify(b.holder.if).includes(JSON.stringify(name))))
    .flatMap((b) => Object.keys(thenProps(b)).map((q) => ({ name: q, values: b.condition?.values ?? [] })));
}

// A question taken out of where it is (a copy of the schema is changed and returned): its field, whether it had to be
// answered, and the schema without it; an `if`/`then` left with nothing to add goes too (an `allOf` left empty with it).
export function detach(schema: FormSchema, name: string): { schema: FormSchema; field: FormSchema; required: boolean } {
  const next = structuredClone(schema) as Json;
  const place = placeOf(next as FormSchema, name);
  if (place.where === 'top') {
    const props = next.properties as Json;
    const field = props[name] as FormSchema;
    delete props[name];
    const required = Array.isArray(next.required) && next.required.includes(name);
    if (required) next.required = (next.required as string[]).filter((n) => n !== name);
    return { schema: next as FormSchema, field, required };
  }
  if (place.where !== 'branch') throw new Error(`detach: ${name} is not where the editor writes`);
  const { holder, member } = place.branch;
  const then = holder.then as Json;
  const props = then.properties as Json;
  const field = props[name] as FormSchema;
  delete props[name];
  if (Object.keys(props).length === 0) delete then.properties;
  const required = Array.isArray(then.required) && then.required.includes(name);
  if (required) then.required = (then.required as string[]).filter((n) => n !== name);
  if (Array.isArray(then.required) && then.required.length === 0) delete then.required;
  if (Object.keys(then).length === 0) {
    if (member === null) {
      delete next.if;
      delete next.then;
    } else {
      (next.allOf as unknown[]).splice(member, 1);
      if ((next.allOf as unknown[]).length === 0) delete next.allOf;
    }
  }
  return { schema: next as FormSchema, field, required };
}

// A question put in: among the form's own properties (at their end), or shown by `condition`: in the `then` of an
// `if` that says the same (the guide's landlord's phone joins its `then`), else a new `if`/`then` on the form
// (after its other keys, as the guide writes it), else, the form's own `if` being taken, a new member of its `allOf`.
// `kind`: what the answer it is shown by is (a shared definition's yes/no box writes booleans); read from the form
// when not given.
export function attach(schema: FormSchema, name: string, field: FormSchema, required: boolean, condition: Condition | null, kind?: AnswerKind['kind']): FormSchema {
  const next = structuredClone(schema) as Json;
  if (!condition) {
    next.properties = { ...(next.properties as Json | undefined), [name]: field };
    if (required) next.required = [...((next.required as string[] | undefined) ?? []), name];
    return next as FormSchema;
  }
  const wanted = ifOf(condition, kind ?? answerKind(allProperties(schema)[condition.on])?.kind ?? 'choice');
  const branch = branchesOf(next).find((b) => same(b.holder.if, wanted));
  if (branch) {
    const then = branch.holder.then as Json;
    then.properties = { ...(then.properties as Json | undefined), [name]: field };
    if (required) then.required = [...((then.required as string[] | undefined) ?? []), name];
    return next as FormSchema;
  }
  const then: Json = { properties: { [name]: field }, ...(required ? { required: [name] } : {}) };
  if (!('if' in next) && !('then' in next) && !('else' in next)) return { ...next, if: wanted, then } as FormSchema;
  next.allOf = [...((next.allOf as unknown[] | undefined) ?? []), { if: wanted, then }];
  return next as FormSchema;
}

/** Whether a conditional question must be answered when shown, changed in its own `then`. */
export function setBranchRequired(schema: FormSchema, name: string, required: boolean): FormSchema {
  const next = structuredClone(schema) as Json;
  const place = placeOf(next as FormSchema, name);
  if (place.where !== 'branch') return schema;
  const then = place.branch.holder.then as Json;
  if (Array.isArray(then.required) && then.required.includes(name) === required) return schema;
  const list = ((then.required as string[] | undefined) ?? []).filter((n) => n !== name);
  if (required) then.required = [...list, name];
  else if (list.length) then.required = list;
  else delete then.required;
  return next as FormSchema;
}

/** A question's field in `schema` itself (to change in a copy of it): among the form's own properties, or in the
 * `then` of the condition that shows it; undefined where the editor does not write. */
export function fieldIn(schema: FormSchema, name: string): Json | undefined {
  const place = placeOf(schema, name);
  if (place.where === 'top') return (schema.properties as Json)[name] as Json;
  return place.where === 'branch' ? (thenProps(place.branch)[name] as Json) : undefined;
}
