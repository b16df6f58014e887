import { themeOf } from './themeOf';

export { templates } from './themeOf';

// The app's theme: every widget file of ./widgets/, found by Vite's glob and drawn by its file's name; only its
// component is imported, not its declaration. Node's tools read the same files (scripts/lib/widgetVocabulary.ts).
export const { widgets, fields, parses, vocabulary } = themeOf(import.meta.glob('./widgets/*.tsx', { eager: true, import: 'default' }));
