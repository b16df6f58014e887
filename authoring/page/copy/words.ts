// The copy editor's own words live in authoring/shared/copyEditorWords.ts (its browser test reads them too).
export { words } from '../../shared/copyEditorWords';
