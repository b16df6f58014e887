import type { ReactNode, RefObject } from 'react';

export interface ScreenIntroProps {
  /** The heading's id (the progress bar's name) and, in the app, its ref (focused on every screen change). */
  titleId: string;
  titleRef?: RefObject<HTMLHeadingElement | null>;
  title: string;
  subtitle?: string | undefined;
  /** The screen's copy, drawn (Markdown). */
  body: ReactNode;
}

// What a screen says before anything else: its heading, subtitle and copy. The app draws it, and the build draws it
// once per wording with holes for the boot to paint a link's first screen with (scripts/vite/firstPaintCopy.ts), so
// the painted words are this markup, never a copy of it.
export function ScreenIntro({ titleId, titleRef, title, subtitle, body }: ScreenIntroProps) {
  return (
    <>
      <h1 id={titleId} ref={titleRef} tabIndex={-1}>{title}</h1>
      {subtitle ? <p className="subtitle">{subtitle}</p> : null}
      <div className="body">{body}</div>
    </>
  );
}
