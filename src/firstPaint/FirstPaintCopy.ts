// What the build gives the boot to paint a payment link's first screen before the app's code arrives
// (scripts/vite/firstPaintCopy.ts, one module per locale): the copy of the screens a link's first read can open on,
// already turned from Markdown into the markup the app's own Markdown component draws, with each {placeholder}
// left as a numbered hole the boot fills with the escaped value.

/** One wording of a screen (its base, or one of its variants laid over it). */
export interface FirstPaintWording {
  /** Plain text with {placeholders}, as the app's plainText fills it. */
  title: string;
  subtitle?: string;
  /** The body's markup as the app draws it, with holes \uE000<n>\uE001 for holes[n]. */
  body: string;
  /** The {placeholder} each hole stands for, e.g. '{amount|currency}'. */
  holes: string[];
}

export interface FirstPaintScreen {
  /** The base wording under '', each variant under its name. */
  wordings: Record<string, FirstPaintWording>;
}

export interface FirstPaintCopy {
  locale: string;
  /** site.yaml's constants copy may name ({lenderName}, {supportEmail}...) and the banner's merchant line. */
  site: Record<string, unknown> & { banner: { merchant: string }; plan?: { aprSuffix?: string } };
  /** The other languages the banner offers, each named in itself, and the switch's name. */
  languages: { code: string; name: string }[];
  languageSwitch: string;
  /** By copy id (a screen's `copy:`, else its id). */
  screens: Record<string, FirstPaintScreen>;
}

export const HOLE_OPEN = '\uE000';
export const HOLE_CLOSE = '\uE001';
