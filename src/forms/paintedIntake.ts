// Hands what was typed on the boot's painted form (src/firstPaint/adoptPaintedForm.ts) to the app's; nothing of its code.

/** Each box that holds something: its name and text. */
export type PaintedTexts = readonly { name: string; value: string }[];

let intake: ((texts: PaintedTexts) => void) | null = null;

export function takesPaintedAnswers(take: (texts: PaintedTexts) => void): void {
  intake = take;
}

export const givePaintedAnswers = (texts: PaintedTexts): void => intake?.(texts);
