import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { WidgetName } from '../../../engine/forms/uiVocabulary';
import type { FormVocabulary } from '../../../engine/forms/formConfigProblem';
import { boundField, boundWidget } from './boundToModel';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { AddressAutocompleteWidget } from './widgets/AddressAutocompleteWidget';
import { CheckboxesWidget } from './widgets/CheckboxesWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { CurrencyWidget } from './widgets/CurrencyWidget';
import { DateWidget } from './widgets/DateWidget';
import { DobPartsField } from './widgets/DobPartsField';
import { EmailWidget } from './widgets/EmailWidget';
import { PhoneWidget } from './widgets/PhoneWidget';
import { PinWidget } from './widgets/PinWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { Ssn4MaskedWidget } from './widgets/Ssn4MaskedWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { TextWidget } from './widgets/TextWidget';
import { ZipWidget } from './widgets/ZipWidget';

const Nothing = () => null;

const own: Record<Exclude<WidgetName, 'dobParts'>, RegistryWidgetsType[string]> = {
  text: TextWidget, email: EmailWidget, phone: PhoneWidget, pin: PinWidget, zip: ZipWidget, currency: CurrencyWidget,
  ssn4Masked: Ssn4MaskedWidget, date: DateWidget, textarea: TextareaWidget, select: SelectWidget, radio: RadioWidget,
  checkbox: CheckboxWidget, checkboxes: CheckboxesWidget, agreement: CheckboxWidget,
  addressAutocomplete: AddressAutocompleteWidget,
};

/** Our widgets by the names a UI schema uses (engine/forms/uiVocabulary.ts), each bound to its field of the form's
 * model (theme/boundToModel.tsx); rjsf's own defaults map to them too. */
export const widgets = Object.fromEntries(Object.entries(own).map(([name, widget]) => [name, boundWidget(widget)])) as typeof own;

/** A group of inputs drawn as one answer (the birth date's three parts). */
export const fields: RegistryFieldsType = { dobParts: boundField(DobPartsField) };

/** The names a UI schema may use that this theme draws, which a form is checked against before it is drawn. */
export const vocabulary: FormVocabulary = { widgets: Object.keys(widgets), fields: Object.keys(fields) };

// Our look for every part rjsf draws: no titles, descriptions or error lists of its own (the screen's copy and
// each field's own error say it), our field and object templates.
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
};
