import { themeOf } from './themeOf';

export { templates } from './themeOf';

// The app's theme: every widget file of ./widgets/ (src/forms/theme/themeOf.ts), found by Vite as the app is built,
// so a widget dropped there is drawn by its file's name; only its component is imported, what the file declares for
// the tools stays out of the build. Node (flows:check, the form editor, the build's painter) reads the same files
// with scripts/lib/widgetVocabulary.ts.
export const { widgets, fields, parses, vocabulary } = themeOf(import.meta.glob('./widgets/*.tsx', { eager: true, import: 'default' }));
