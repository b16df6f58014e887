import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { FormVocabulary } from '../../../engine/forms/formConfigProblem';
import type { WidgetDeclaration } from '../../../engine/forms/uiVocabulary';
import { boundField, boundWidget } from './boundToModel';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';

/** The widget files of the theme's folder by path ('./widgets/PhoneWidget.tsx'), as their modules. */
export type WidgetModules = Record<string, Record<string, unknown>>;

/** PhoneWidget.tsx draws the widget `phone`; DobPartsField.tsx the rjsf field `dobParts` (inputs drawn as one answer). */
export function widgetNameOf(file: string): { name: string; field: boolean } {
  const base = file.replace(/^.*\/|\.tsx$/g, '');
  const stem = base.replace(/(Widget|Field)$/, '');
  return { name: stem.charAt(0).toLowerCase() + stem.slice(1), field: base.endsWith('Field') };
}

// A widget file declares its widget (`export const widget`) beside its component (its default export).
export function declaredWidgets(modules: WidgetModules): { file: string; declared: WidgetDeclaration; component: unknown }[] {
  return Object.entries(modules).flatMap(([file, module]) => {
    const declared = module.widget as WidgetDeclaration | undefined;
    return declared ? [{ file, declared, component: module.default }] : [];
  }).sort((a, b) => a.declared.rank - b.declared.rank || (a.file < b.file ? -1 : 1));
}

// Our widgets by their files' names, each bound to its field of the model, and the names a form is checked against.
export function themeOf(components: Record<string, unknown>) {
  const widgets: RegistryWidgetsType = {};
  const fields: RegistryFieldsType = {};
  // What a text typed in a widget's box holds, for a widget whose component has a `parse` (CurrencyWidget).
  const parses: Record<string, (text: string) => unknown> = {};
  for (const [file, component] of Object.entries(components)) {
    if (typeof component !== 'function') continue;
    const { name, field } = widgetNameOf(file);
    if (field) fields[name] = boundField(component as ComponentType<FieldProps>);
    else widgets[name] = boundWidget(component as ComponentType<WidgetProps>);
    if ('parse' in component && typeof component.parse === 'function') parses[name] = component.parse as (text: string) => unknown;
  }
  return { widgets, fields, parses, vocabulary: { widgets: Object.keys(widgets), fields: Object.keys(fields) } satisfies FormVocabulary };
}

const Nothing = () => null;

// No titles, descriptions or error lists of rjsf's own: the screen's copy and each field's own error say them.
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
};
