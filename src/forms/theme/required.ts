import type { FormContext } from './FormContext';

// Whether the borrower must answer a field, as its input tells the accessibility tree (`required`): the schema says
// so (rjsf's `required`, a condition's included), the lender's data-inquiry list asks for it (the entry form's, held
// by the form's model, not its schema), or it is the agreement box the form waits for. Issue 48 (WCAG 2.2 AA).
export function isRequired(ctx: FormContext, field: string, schemaSays: boolean | undefined): boolean {
  const { setup, roles } = ctx.model;
  return Boolean(schemaSays) || (setup.required ?? []).includes(field) || roles.consent === field;
}
