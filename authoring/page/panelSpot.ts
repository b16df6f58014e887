// The spot the editors' panels share (authoring/page/copy, authoring/page/form): one panel at a time beside the
// screen (under it on a phone), so opening one closes the other instead of laying it over it; and each editor's own
// parts are marked so the copy editor's clicks in edit mode keep off them (a click in the form panel is the panel's).

/** Set on each editor's root element. */
export const EDITOR_PART = 'data-authoring-editor';
export const isEditorPart = (target: EventTarget | null): boolean => target instanceof Element && target.closest(`[${EDITOR_PART}]`) !== null;

const TAKEN = 'authoring:panel-spot';

/** `who` opens its panel: the other editor's panel closes. */
export function takeSpot(who: string): void {
  document.dispatchEvent(new CustomEvent(TAKEN, { detail: who }));
}

/** Calls `leave` when another editor takes the spot. */
export function onSpotTaken(who: string, leave: () => void): void {
  document.addEventListener(TAKEN, (event) => {
    if ((event as CustomEvent<string>).detail !== who) leave();
  });
}
