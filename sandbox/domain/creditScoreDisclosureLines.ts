// What the credit score disclosure (the "h5" document) says: the score, its source and range, and what it means.
import { docFormat } from './docFormat';
import type { DocLine } from './docText';
import { documentTexts, type DocumentTexts } from './documentTexts';

/** Everything the disclosure is filled from. */
export interface CreditScoreInput {
  name: string;
  score: number;
  date: Date;
}

/** Why: a borrower whose price or approval used a credit score is told the score and how to check their report. */
export function creditScoreDisclosureLines(input: CreditScoreInput, texts: DocumentTexts = documentTexts()): DocLine[] {
  const t = texts.creditScore;
  const values = {
    name: input.name, date: docFormat.date(input.date), score: input.score, scoreLow: texts.scoreRange.low,
    scoreHigh: texts.scoreRange.high, bureauName: texts.creditBureau.name, lenderName: texts.lender.name,
  };
  const fill = (template: string) => docFormat.fill(template, values);
  return [
    { kind: 'title', text: t.title },
    ...t.header.map((text): DocLine => ({ kind: 'text', text: fill(text) })),
    { kind: 'boxes', boxes: [{ label: t.scoreBox.label, explain: fill(t.scoreBox.source), value: String(input.score) }] },
    ...t.sections.flatMap((section): DocLine[] => [
      { kind: 'heading', text: section.heading },
      { kind: 'text', text: fill(section.text) },
    ]),
  ];
}
