// The floor form's precompiled validators, made from form.schema.json when scripts/bench-web.ts builds this page:
// one function per schema rjsf may ask about, keyed by its hash (what createPrecompiledValidator takes).
declare module 'virtual:floor-validators' {
  const validators: Record<string, unknown>;
  export default validators;
}
