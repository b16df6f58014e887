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
  /** Its own message when it is left empty (`x-messages.required`, the guide's chooseJobType), in every language;
   * written only for a question that must be answered. The app's default one shows without it. */
  requiredMessage?: Words;
  /** A drop-down list's first line, what it says before a choice is made (`<name>.placeholder`): needed in every
   * language for a question added as a drop-down. */
  placeholder?: Words;
  /** The browser's autofill for its box (`ui:autocomplete`): 'off' or an autofill token; the kind's own when not given. */
  autocomplete?: string;
}

/** One change to a form screen: the operations on one question. */
export type FormChange =
  | { op: 'add'; screen: string; question: NewQuestion }
  | { op: 'move'; screen: string; name: string; way: 'up' | 'down' }
  /** What is given changes, the rest stays: its words, hint, whether it must be answered, when it shows, one rule,
   * and its widget (`ui:widget`, one of the QuestionView's `widgets`) with, for a drop-down list, its first line's
   * words (`placeholder`: needed in every language unless the copy has them), and its own message when left empty
   * (`requiredMessage`: words in every language set it, every language left empty takes it out; a question made
   * optional loses it). */
  | { op: 'change'; screen: string; name: string; label?: Words; hint?: Words; required?: boolean; condition?: Condition | null; rule?: RuleChange; widget?: string; placeholder?: Words; requiredMessage?: Words }
  /** The question's choices as they are to be, in order: a new value is added, a missing one removed, words renamed. */
  | { op: 'choices'; screen: string; name: string; choices: Choice[] }
  | { op: 'remove'; screen: string; name: string }
  /** A question screen after `screen` in its journey (authoring/server/form/screenChange.ts): `name` is its id, its
   * form's and its copy file's; its way on is the one `screen` had, and `screen` now leads to it. */
  | { op: 'addScreen'; screen: string; name: string; path?: string; progress?: number; title: Words; button: Words; intro?: Words; question: NewQuestion;
    /** Who goes through it: the ways on of `screen` taken (their `index` in its FormView `waysOn`); all when not given.
     * `statuses` narrows the way every other borrower goes (the one with `fallback`) to the borrowers with one of them. */
    ways?: number[]; statuses?: string[] }
  /** A screen the form editor added (`name`), taken out with its files, its place in the flow given back. */
  | { op: 'removeScreen'; screen: string; name: string }
  /** The QA replays that now stop on a screen the editor added (`name`) given its step: its answers and its button. */
  | { op: 'addReplaySteps'; screen: string; name: string };

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
  /** A drop-down list's first line, what it says before a choice is made (`<name>.placeholder`), where the copy has it. */
  placeholders?: Words;
  /** Its own message when it is left empty (its `x-messages.required`), where it has one; '' in every language else. */
  requiredMessages?: Words;
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
export interface KindView {
  id: string; name: string; source: 'widget' | 'definition'; type: string; choices: boolean;
  /** The widget it is drawn with ('select': it asks for its first line's words). */
  widget?: string;
}

export interface FormView {
  screen: string;
  /** The form the screen shows; '' for a screen with no form (the plans), after which a screen can still be added. */
  form: string;
  /** The other screens that show the same form (an added question is asked there too). */
  alsoOn: string[];
  locales: string[];
  questions: QuestionView[];
  kinds: KindView[];
  /** Set when the form editor added this screen, after that screen: it can remove it. */
  addedAfter?: string;
  /** The ways on from this screen a screen added after it can take (who goes to it), in order; none when the editor
   * cannot put a screen after it. */
  waysOn?: WayOnView[];
  /** The statuses the journey's borrowers can have, to narrow the way every other borrower goes (`fallback`). */
  statuses?: string[];
  /** The screen's progress bar (`here`) and the next screen's in the flow (`next`), when a number: a screen added
   * after it starts between the two (authoring/server/form/formScreen.ts, progressAround). */
  progress?: { here: number; next?: number };
}

/** One way on from a screen, as "Add a screen after this one" offers it: its place in the screen's `next:` list, the
 * borrowers it sends on and where, in words; `fallback` for the one without a condition (every other borrower). */
export interface WayOnView { index: number; said: string; fallback?: true }

/** A problem as flows:check reports it (or the editor's own refusal, at line 1). */
export interface FormProblem {
  file: string; line: number; column: number; message: string; rule?: string;
  /** The field of the editor's form it is about ('condition', 'choices.2.value', 'choices.2.words.es-US'), when one. */
  field?: string;
}

/** What the page puts in place to show a change at once, without reloading (authoring/server/form/formPreview.ts). */
export interface FormPreview {
  form: string;
  /** The form's schema with its shared definitions in place, and its UI schema. */
  schema: unknown;
  ui: unknown;
  /** The form's validators module to import again (its path on the dev server), when the change wrote it. */
  validators: string | null;
  /** Each copy file written (inside content/<locale>/), compiled as the app reads it, by locale. */
  copy: { file: string; compiled: Record<string, unknown> }[];
  /** Every flow file as the app reads it (src/runtime/loadConfig.ts), when the change wrote one. */
  flows: Record<string, unknown> | null;
}

/** What a call answers: the form as it now is, or the problems that stopped the change (nothing written). */
export type FormAnswer =
  | { ok: true; written: string[]; elsewhere: FormProblem[]; form: FormView; preview?: FormPreview }
  | { ok: false; status: number; problems: FormProblem[] };

/** One change of this session, as the Changes list and undo know it. */
export interface DoneChange { op: FormChange['op']; screen: string; name: string; files: string[] }
