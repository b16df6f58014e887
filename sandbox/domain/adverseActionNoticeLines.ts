// What the adverse action notice says: the reasons for the decline (ECOA), the credit report used (FCRA) and,
// when a score was used, the score.
import { docFormat } from './docFormat';
import type { DocLine } from './docText';
import { documentTexts, type DocumentTexts } from './documentTexts';

/** Everything the notice is filled from. */
export interface AdverseActionInput {
  /** Decline or reject reason codes (Decision.declineReasons / rejectReasons). */
  reasons: readonly string[];
  /** The applicant's name. */
  name: string;
  date: Date;
  /** The credit score the decision used, if any (then the notice states it). */
  creditScore?: number;
}

/** Why: a declined borrower is owed the specific reasons; codes become the lender's wording, unknown codes a generic line. */
export function adverseActionNoticeLines(input: AdverseActionInput, texts: DocumentTexts = documentTexts()): DocLine[] {
  const t = texts.adverseAction;
  const bureau = texts.creditBureau;
  const values = {
    name: input.name, date: docFormat.date(input.date), lenderName: texts.lender.name, lenderAddress: texts.lender.address,
    regulator: texts.lender.regulator, bureauName: bureau.name, bureauAddress: bureau.address, bureauPhone: bureau.phone,
    bureauWebsite: bureau.website, score: input.creditScore ?? '', scoreLow: texts.scoreRange.low, scoreHigh: texts.scoreRange.high,
  };
  const fill = (template: string) => docFormat.fill(template, values);
  const reasons = [...new Set(input.reasons.map((code) => t.reasons[code] ?? t.otherReason))];

  return [
    { kind: 'title', text: t.title },
    ...t.header.map((text): DocLine => ({ kind: 'text', text: fill(text) })),
    { kind: 'gap' },
    { kind: 'text', text: t.intro },
    ...reasons.map((text): DocLine => ({ kind: 'bullet', text })),
    ...(input.creditScore === undefined ? [] : [
      { kind: 'heading', text: t.scoreHeading } as DocLine,
      ...t.score.map((text): DocLine => ({ kind: 'text', text: fill(text) })),
    ]),
    { kind: 'heading', text: t.bureauHeading },
    ...t.bureau.map((text): DocLine => ({ kind: 'text', text: fill(text) })),
    { kind: 'heading', text: t.ecoaHeading },
    { kind: 'text', text: fill(t.ecoa) },
  ];
}
