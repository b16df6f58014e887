// What the form editor's server part answers and takes (authoring/server/form/), as both parts read it: the page
// part calls /__authoring/form/ with these shapes.

/** Words in every language, by locale ('en', 'es-US'). */
export type Words = Record<string, string>;

/** The rules the editor writes on an answer: a length or a pattern on a text, a minimum or maximum on a number. */
export type RuleKind = 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum';

/** A rule on a question's answer, with its message in every language. */
export interface NewRule { kind: RuleKind; value: number | string; message: Words }

/** A rule of a question changed: set or replaced (its value and message in every language), or taken out. */
export type RuleChange = NewRule | { kind: RuleKind; remove: true };

/** "Shown only when another answer is ...": the question of the same form whose answer shows it, and the answers that
 * do (a choice's value; 'true' or 'false' for a yes/no box). Written as the guide's `if`/`then`. */
export interface Condition { on: string; values: string[] }

/** A choice of a radio, select or checkboxes question: its value in the files and its words in every language. */
export interface Choice { value: string; words: Words }

export interface NewQuestion {
  name: string;
  /** A kind the form view offers: 'widget:select', 'definition:ein'. */
  kind: string;
  label: Words;
  hint?: Words;
  required: boolean;
  choices?: Choice[];
  rule?: NewRule;
  /** Shown only when another answer is one of these; always shown when not given. */
  condition?: Condition;
  /** Where it goes among the questions shown (0: first); at the end when not given. */
  position?: number;
}

/** One change to a form screen: the operations on one question. */
export type FormChange =
  | { op: 'add'; screen: string; question: NewQuestion }
  | { op: 'move'; screen: string; name: string; way: 'up' | 'down' }
  /** What is given changes, the rest stays: its words, hint, whether it must be answered, when it shows, one rule,
   * and its widget (`ui:widget`, one of the QuestionView's `widgets`). */
  | { op: 'change'; screen: string; name: string; label?: Words; hint?: Words; required?: boolean; condition?: Condition | null; rule?: RuleChange; widget?: string }
  /** The question's choices as they are to be, in order: a new value is added, a missing one removed, words renamed. */
  | { op: 'choices'; screen: string; name: string; choices: Choice[] }
  | { op: 'remove'; screen: string; name: string };

/** One question of a form screen as the editor shows it. */
export interface QuestionView {
  name: string;
  /** Its widget, or the shared definition it is ('ein'), or its JSON type when it says neither. */
  kind: string;
  required: boolean;
  /** Asked, and required, only when the lender's data inquiries ask for it (a form with `ui:askedBy: inquiries`):
   * its `required` then says nothing. */
  lenderAsks?: true;
  /** Shown only when another answer is given (the schema's if/then). */
  conditional: boolean;
  /** That answer, when the editor can change it (an `if` on one question's answers, as the guide writes it). */
  condition?: Condition;
  /** Whether its answer can show another question: its choices, or 'yesNo' for a box ticked or not. */
  shows?: 'choices' | 'yesNo';
  /** Whether its choices are the form's own to change (not a shared definition's). */
  choicesEditable?: boolean;
  labels: Words;
  /** Its words as the borrower reads them: the label without its Markdown (an agreement's links). */
  plain: Words;
  hints: Words;
  choices: { value: string; words: Words }[];
  /** The rules on its answer: the form's own, or its shared definition's (which the form can replace, not remove). */
  rules: RuleView[];
  /** The rules its answer can take (none for a choice or a box). */
  ruleKinds: RuleKind[];
  /** The widget it is drawn with (its `ui:widget`, or what the app draws without one). */
  widget: string;
  /** The widgets that fit its answer, with words for each, its own among them; none when it cannot change. */
  widgets: { name: string; said: string }[];
  removable: boolean;
  /** Why it cannot be removed, when it cannot. */
  why?: string;
}

/** A rule on a question's answer as the editor shows it: its value, its message in every language (empty for a
 * default one), and whether the question's shared definition gives it (`definition`) or the form. */
export interface RuleView { kind: RuleKind; value: number | string; message: Words; from: 'form' | 'definition' }

/** A kind of question to add: a widget of the app, or a shared definition. */
export interface KindView { id: string; name: string; source: 'widget' | 'definition'; type: string; choices: boolean }

export interface FormView {
  screen: string;
  form: string;
  /** The other screens that show the same form (an added question is asked there too). */
  alsoOn: string[];
  locales: string[];
  questions: QuestionView[];
  kinds: KindView[];
}

/** A problem as flows:check reports it (or the editor's own refusal, at line 1). */
export interface FormProblem {
  file: string; line: number; column: number; message: string; rule?: string;
  /** The field of the editor's form it is about ('condition', 'choices.2.value', 'choices.2.words.es-US'), when one. */
  field?: string;
}

/** What a call answers: the form as it now is, or the problems that stopped the change (nothing written). */
export type FormAnswer =
  | { ok: true; written: string[]; elsewhere: FormProblem[]; form: FormView }
  | { ok: false; status: number; problems: FormProblem[] };

/** One change of this session, as the Changes list and undo know it. */
export interface DoneChange { op: FormChange['op']; screen: string; name: string; files: string[] }
