// The copy of one screen or modal as product wrote it in content/<locale>/screens|modals/<id>.md: what a screen
// shows, with no code deciding any wording.

/** A named alternative wording of a screen; whatever it sets replaces (text) or extends (buttons, labels) the base. */
export interface CopyVariant {
  title?: string;
  documentTitle?: string;
  subtitle?: string;
  body?: string;
  buttons?: Record<string, string>;
  labels?: Record<string, string>;
}

export interface ScreenCopy {
  /** The screen's heading (h1). */
  title: string;
  /** The browser tab title; the title when the file gives none. */
  documentTitle: string;
  subtitle?: string;
  /** Every button or link label, keyed by a camelCase id the flow or component names. */
  buttons: Record<string, string>;
  /** Field labels and small texts, keyed by id. */
  labels: Record<string, string>;
  variants: Record<string, CopyVariant>;
  /** Markdown with {placeholders}; never raw HTML. */
  body: string;
}
