import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';

// The agreement is the yes/no box under its own name: its label (screen copy, Markdown) links to the documents, and
// with recordConsent the lender records the tick.
export { CheckboxWidget as AgreementWidget, CheckboxWidget as default } from './CheckboxWidget';

export const widget = { name: 'agreement', rank: 14, draws: ['boolean'], says: 'The agreement tick box; its label (screen copy, Markdown) links to the documents.' } satisfies WidgetDeclaration;
