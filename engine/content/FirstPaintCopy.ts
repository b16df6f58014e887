// What the build gives the boot to paint a payment link's first screen before the app's code arrives
// (scripts/vite/firstPaintCopy.ts, one module per locale): the copy of the screens a link's first read can open on,
// already turned from Markdown into the markup the app's own Markdown component draws, with each {placeholder}
// left as a numbered hole the boot fills with the escaped value.

/** One wording of a screen (its base, or one of its variants laid over it). */
export interface FirstPaintWording {
  /** Its heading, subtitle and copy as the app's ScreenIntro draws them, each {placeholder} a hole. */
  intro: FirstPaintPiece;
  /** The screen's form as this wording labels it (its fields' rows, the submit's words), when the boot can draw it. */
  form?: FirstPaintFormWording;
}

/** Markup with holes \uE000<n>\uE001, each filled with holes[n] (a copy template) as escaped plain text. */
export interface FirstPaintPiece {
  markup: string;
  holes: string[];
}

/** A form's words in one wording: each field's row (an index into FirstPaintCopy.pieces), labels for the submit's
 * "Still needed" line, and the submit buttons' words by button id. */
export interface FirstPaintFormWording {
  rows: Record<string, number>;
  labels: Record<string, string>;
  buttons: Record<string, string>;
}

/** A form as the app's theme draws it empty (rjsf with src/forms/theme, rendered by the build), in pieces the boot
 * puts together for the fields this borrower is asked for. */
export interface FirstPaintForm {
  /** The <form> tag. */
  open: string;
  /** Every field in the order the form draws them (the UI schema's). */
  order: string[];
  /** The schema's own required fields. */
  required: string[];
  /** `ui:askedBy: inquiries`: the fields shown are the data-inquiry list's (engine/forms/entryForm). */
  askedByInquiries: boolean;
  /** The agreement box (the recordConsent behaviour), if the form has one. */
  consent?: string;
  /** The UI schema of the fields that start from other values (`ui:prefillFrom`, engine/forms/formRoles.ts). */
  prefill?: Record<string, { 'ui:prefillFrom': unknown }>;
  /** The submit's line and button, with NEEDS_MARK and LABEL_MARK for their words. */
  tail: string;
}

export interface FirstPaintScreen {
  /** The base wording under '', each variant under its name. */
  wordings: Record<string, FirstPaintWording>;
}

export interface FirstPaintCopy {
  locale: string;
  /** site.yaml's constants copy may name ({lenderName}, {supportEmail}...) and the banner's merchant line. */
  site: Record<string, unknown> & { banner: { merchant: string }; plan?: { aprSuffix?: string } };
  /** The banner as the app's BrandHeader draws it in this language, the other languages offered: its holes are the
   * lender line's template, then the merchant line's (empty without a merchant). */
  banner: FirstPaintPiece;
  /** The strip above the heading as the app's ScreenHeader draws it, by progress value (the painted screens' own). */
  headers: Record<string, string>;
  /** By copy id (a screen's `copy:`, else its id). */
  screens: Record<string, FirstPaintScreen>;
  /** The forms the boot can draw, by form id, and the pieces their wordings' rows point to. */
  forms: Record<string, FirstPaintForm>;
  pieces: FirstPaintPiece[];
  /** messages.yaml's submitNeeds and submitNeedsAgreement. */
  needs: { line: string; agreement: string };
  /** The page's footer (site.yaml's footer drawn by the app's Markdown), shown once a form is painted. */
  footer?: FirstPaintPiece;
}

export const HOLE_OPEN = '\uE000';
export const HOLE_CLOSE = '\uE001';

/** Where the submit's "Still needed" words go in FirstPaintForm.tail, and where the button's words go. */
export const NEEDS_MARK = '\uE002';
export const LABEL_MARK = '\uE003';
/** The painted heading's id (the progress bar's name). */
export const FIRST_PAINT_TITLE_ID = 'first-paint-title';

/** The id prefix of the painted form's inputs (the app's are React's). */
export const FIRST_PAINT_FORM_PREFIX = 'fp';
