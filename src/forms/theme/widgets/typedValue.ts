import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { allProperties } from '../../../../engine/forms/allProperties';
import type { FormDefinition } from '../../../../engine/forms/FormDefinition';
import type { FormValues } from '../../../../engine/forms/formModel';
import type { PaintedTexts } from '../../paintedIntake';
import { parses } from '../theme';
import { applyFilter, applyFormat, fieldUi } from './widgetKit';
import { plainText } from './useTypedText';

/** A text typed into a field's box as its widget takes it: filtered, then read by the widget's own parse (an amount),
 * else formatted as typed when the UI schema says so, a number as the field holds it. */
function typedValue(schema: RJSFSchema, node: UiSchema, text: string): unknown {
  const ui = fieldUi(getUiOptions(node));
  const filtered = applyFilter(ui, text);
  const parse = parses[String(node['ui:widget'])];
  if (parse) return parse(filtered);
  return plainText(schema).valueOf(ui.formatOn === 'change' ? applyFormat(ui, filtered) : filtered);
}

// The texts typed in the form the boot painted (src/firstPaint/adoptPaintedForm.ts) as that form's values: each by
// its field's name, a part of a field (the birth date's month) within that field.
export function typedValues(def: FormDefinition, texts: PaintedTexts): FormValues {
  const fields = allProperties(def.schema);
  const values: FormValues = {};
  for (const { name, value } of texts) {
    const field = fields[name] ? name : Object.keys(fields).find((f) => fields[f]?.properties?.[name]);
    const schema = field ? fields[field] : undefined;
    if (!field || !schema) continue;
    const ui = (def.uiSchema[field] ?? {}) as UiSchema;
    if (field === name) values[field] = typedValue(schema as RJSFSchema, ui, value);
    else values[field] = { ...(values[field] as object), [name]: typedValue(schema.properties?.[name] as RJSFSchema, (ui[name] ?? {}) as UiSchema, value) };
  }
  return values;
}
