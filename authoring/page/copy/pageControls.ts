// Where a click in edit mode stays the page's own: in a form's controls (a click there types in the field) and on
// the language switch (a button or link naming the language it switches to: the preview needs it to show the words
// in every language, and its words are the same in every locale's site.yaml, named by the hover tag). Anywhere else
// a click on words opens them in the editor.

/** A form's own controls. */
export const FIELD = 'input, textarea, select, option, [contenteditable]:not([contenteditable="false"])';
/** The app's language switch: each of its buttons is marked with the language it switches to. */
export const LANGUAGE_SWITCH = 'button[lang], a[hreflang]';

export const isField = (target: EventTarget | null): boolean => target instanceof Element && target.closest(FIELD) !== null;
export const isLanguageSwitch = (target: EventTarget | null): boolean => target instanceof Element && target.closest(LANGUAGE_SWITCH) !== null;
/** A click here is the page's, in edit mode too. */
export const clickIsThePages = (target: EventTarget | null): boolean => isField(target) || isLanguageSwitch(target);
