// The painted screen's form: the build's rows of the app's own form markup (scripts/vite/firstPaintForm.ts) for the
// fields this borrower is asked for, decided as the app's ScreenForm decides them (the data-inquiry list through
// engine/inquiries and engine/forms/entryForm), the submit disabled with its "Still needed" line, as the app draws
// an empty form. The borrower can type at once; the app adopts what they typed when it takes the page over
// (src/firstPaint/adoptPaintedForm.ts). A form the app would draw otherwise (prefilled answers, the lender's
// messages on fields, buttons beside the submit) is not painted: the screen's words are, as before.
import { escapeHtml } from '../../engine/content/escapeHtml';
import { entryForm } from '../../engine/forms/entryForm';
import { createFormModel, readinessOf } from '../../engine/forms/formModel';
import { stillNeeded } from '../../engine/forms/stillNeeded';
import { formPrefill } from '../../engine/forms/formPrefill';
import type { InquiryTable } from '../../engine/inquiries/InquiryTable';
import { resolveInquiries } from '../../engine/inquiries/resolveInquiries';
import type { Button } from '../../engine/flow/FlowTypes';
import type { DataInquiry } from '../../engine/state/LoanApplication';
import { HOLE_CLOSE, HOLE_OPEN, LABEL_MARK, NEEDS_MARK, type FirstPaintCopy, type FirstPaintPiece, type FirstPaintWording } from '../../engine/content/FirstPaintCopy';
import { firstPaintPipes } from '../../engine/content/firstPaintPipes';

const holePattern = new RegExp(`${HOLE_OPEN}(\\d+)${HOLE_CLOSE}`, 'g');

/** A piece's markup with its holes filled by `text` (given each hole's template and number), escaped. */
export function fillPiece(piece: FirstPaintPiece, text: (template: string, n: number) => string): string {
  return piece.markup.replace(holePattern, (_m, n: string) => escapeHtml(text(piece.holes[Number(n)] ?? '', Number(n))));
}

export interface PaintFormInput {
  copy: FirstPaintCopy;
  formId: string;
  wording: FirstPaintWording;
  buttons: readonly Button[];
  source: { dataInquiryList?: DataInquiry[] | undefined; mobileNumber?: string | null | undefined };
  table: InquiryTable;
  /** The copy's values ({merchantName}...), and a template filled with them as plain text. */
  values: Record<string, unknown>;
  text: (template: string) => string;
}

// A field the lender's data-inquiry list asks for is required as the app draws it (src/forms/theme/required.ts,
// issue 48): the build drew its row from the schema, which does not know the list, so its inputs are marked here.
const requiredRow = (markup: string, required: boolean): string =>
  (required && !markup.includes(' required=""') ? markup.replace(/<input /g, '<input required="" ') : markup);

/** The form's markup (the page-error box before it, as the app draws), or null when the boot leaves it to the app. */
export function paintForm(input: PaintFormInput): string | null {
  const { copy, wording, text } = input;
  const form = copy.forms[input.formId];
  const words = wording.form;
  if (!form || !words) return null;
  const submit = input.buttons.find((b) => (b.kind ?? 'primary') === 'primary') ?? null;
  if (input.buttons.some((b) => b !== submit)) return null;
  const req = resolveInquiries(input.source.dataInquiryList ?? [], input.table);
  if (Object.keys(req.errors).length > 0) return null;
  const prefilled: Record<string, string | undefined> = formPrefill(form.prefill ?? {}, form.order, req.prefilled, input.source);
  if (form.order.some((f) => prefilled[f])) return null;

  // The same model the app's form is (engine/forms/formModel.ts), empty: its fields, the agreement its UI schema
  // records, what is required, and the submit's "Still needed" line, said as the app says it.
  const schema = { properties: Object.fromEntries(form.order.map((f) => [f, {}])) };
  const narrowed = form.askedByInquiries ? entryForm(schema, req, input.table, form.consent) : null;
  const shown = narrowed?.shown ?? form.order;
  if (shown.length === 0) return null;
  const uiSchema = form.consent ? { [form.consent]: { 'ui:behaviours': ['recordConsent'] } } : {};
  const model = createFormModel({ def: { id: input.formId, schema, uiSchema, validators: {}, rootKey: '' }, shown, required: [...(narrowed?.required ?? []), ...form.required] });
  const { needs } = readinessOf(model);
  // A form that could be sent empty has an enabled submit, which the boot cannot send: the app draws it.
  if (needs.length === 0) return null;
  const messages = { submitNeeds: copy.needs.line, submitNeedsAgreement: copy.needs.agreement };
  const needsText = stillNeeded(needs, { labels: words.labels, copyValues: input.values, messages, language: copy.locale, pipes: firstPaintPipes });

  let rows = '';
  for (const field of form.order) {
    const row = shown.includes(field) ? copy.pieces[words.rows[field] ?? -1] : undefined;
    if (shown.includes(field) && !row) return null;
    if (row) rows += requiredRow(fillPiece(row, text), model.setup.required?.includes(field) === true);
  }
  const tail = submit
    ? form.tail.replace(NEEDS_MARK, escapeHtml(needsText)).replace(LABEL_MARK, escapeHtml(text(words.buttons[submit.id] ?? '')))
    : '';
  return `<div class="page-error"></div>${form.open}${rows}${tail}</form>`;
}
