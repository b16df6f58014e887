// Words of the form editor's panel that the dev server's sentences name too (a refusal saying which button to press).
/** The button on a screen the editor added that writes its QA replays' step again. */
export const REWRITE_REPLAY_STEPS = 'Write the replays\' step again';
