// The app's form that takes what was typed on the form the boot painted (src/firstPaint/adoptPaintedForm.ts): the
// form registers itself as it is drawn, in the commit that takes the painted page over, and the hand-over gives it
// the texts typed, which it gives its model as values. A leaf of the first stage: nothing of the form's code.

/** Each box that holds something, by its name, and the text in it. */
export type PaintedTexts = readonly { name: string; value: string }[];

let intake: ((texts: PaintedTexts) => void) | null = null;

/** Called by the app's form as it is drawn (src/forms/LoadedSchemaForm.tsx): the painted answers, if any, are its. */
export function takesPaintedAnswers(take: (texts: PaintedTexts) => void): void {
  intake = take;
}

/** Gives the texts typed on the painted form to the app's form drawn last. */
export const givePaintedAnswers = (texts: PaintedTexts): void => intake?.(texts);
