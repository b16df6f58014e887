// What the dev server's copy editor answers (authoring/server/copy/copyEditorStore.ts), as the page reads it.

/** One text product can edit: its file under content/<locale>/, its key, whether it is Markdown, its value per locale. */
export interface CopyEntry { file: string; key: string; markdown: boolean; values: Record<string, string> }
/** Which text a copy mark on the page names (authoring/server/copy/copyEditorTags.ts): its locale, file and key. */
export interface CopyTag { locale: string; file: string; key: string }
/** One edit of this session: the values before the first save and after the last, per locale. */
export interface CopyChange { file: string; key: string; before: Record<string, string>; after: Record<string, string> }
/** A problem as flows:check reports it. */
export interface CopyProblem { file: string; line: number; column: number; message: string }
/** A save's answer: written (with the files' new copy as the app compiles it) or refused with its problems. */
export type SaveAnswer =
  | { ok: true; written: string[]; elsewhere: CopyProblem[]; compiled: Record<string, unknown> }
  | { ok: false; problems: CopyProblem[] };
