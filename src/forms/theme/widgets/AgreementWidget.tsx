import type { WidgetDeclaration } from './widgetKit';

// The agreement is the yes/no box under its own name (its Markdown label links to the documents).
export { default } from './CheckboxWidget';

export const widget = { name: 'agreement', rank: 14, draws: ['boolean'], says: 'The agreement tick box; its label (screen copy, Markdown) links to the documents.' } satisfies WidgetDeclaration;
