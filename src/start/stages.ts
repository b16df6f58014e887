// The start's files as the build must know them (scripts/vite/startStages.ts, scripts/vite/firstPaintChunk.ts,
// scripts/bundle/stages.ts reads this list; nothing in the app imports it). Paths from the repository's root. A start
// file moved or added is named here, once, and the build follows.
export const START_FILES = {
  /** The page's first script (index.html's module): the first read and the painted screen. */
  boot: 'src/start/boot.ts',
  /** What the boot paints a payment link's first screen with, and the prequal signup page's. */
  painter: 'src/firstPaint/paintFirstScreen.ts',
  signupPainter: 'src/firstPaint/paintSignupScreen.ts',
  /**
   * The app's stages in the order their modules run (src/start/main.tsx): each later one a dynamic import of its
   * own, run in a task of its own after the one before.
   */
  stages: ['src/start/main.tsx', 'src/start/startApp.tsx'],
  /** Holds nothing: importing it downloads the app's stage without running it (src/start/boot.ts). */
  appCodeAhead: 'src/start/appCodeAhead.ts',
  /** Holds nothing: importing it downloads the form's code without running it (a painted form's). */
  formCodeAhead: 'src/start/formCodeAhead.ts',
  /** The form's code, which formCodeAhead brings. */
  formCode: 'src/forms/ScreenForm.tsx',
  /** What the boot imports for a painted form's validators. */
  validators: 'src/forms/validatorChunks.ts',
} as const;
