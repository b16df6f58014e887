import { fullFormats } from 'ajv-formats/dist/formats.js';
import { validators } from '../../engine/fields/registry';
import { DEFAULT_MESSAGES } from '../../engine/forms/formIssues';

type Schema = Record<string, unknown>;

const node = { $ref: '#/$defs/node' };
const nodes = { type: 'array', minItems: 1, items: node };
const nodeMap = { type: 'object', additionalProperties: node };
const count = { type: 'integer', minimum: 0 };
const types = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** JSON Schema draft-07's keywords (what the forms' validators are compiled with) plus `$defs`, by what they say. */
const KEYWORDS: Schema = {
  $schema: { type: 'string' }, $id: { type: 'string' }, $comment: { type: 'string' },
  $ref: { type: 'string', description: 'Use a shared field definition, e.g. "definitions/ssn4.json" (schemas/forms/definitions/); keywords written beside it are this form\'s own and win.' },
  $defs: { ...nodeMap, description: 'Definitions this file\'s fields use through "$ref": "#/$defs/<name>".' },
  definitions: { ...nodeMap, description: 'Definitions (draft-07\'s name for $defs).' },
  title: { type: 'string' }, description: { type: 'string', description: 'For whoever reads the schema; the borrower\'s words are in content/.' },
  default: {}, examples: { type: 'array' }, readOnly: { type: 'boolean' }, writeOnly: { type: 'boolean' },
  type: { anyOf: [{ enum: types }, { type: 'array', uniqueItems: true, items: { enum: types } }], description: 'The kind of answer: string, integer, number, boolean, object, array.' },
  enum: { type: 'array', minItems: 1, description: 'The only values allowed (the options of a select or radio).' },
  const: { description: 'The one value allowed (an agreement box: true).' },
  multipleOf: { type: 'number', exclusiveMinimum: 0 },
  minimum: { type: 'number' }, exclusiveMinimum: { type: 'number' }, maximum: { type: 'number' }, exclusiveMaximum: { type: 'number' },
  minLength: count, maxLength: { ...count, description: 'At most this many characters.' },
  pattern: { type: 'string', description: 'A regular expression the text must match (Unicode: \\p{L} is any letter).' },
  format: { type: 'string', enum: Object.keys(fullFormats), description: 'A format the validator knows (ajv-formats): date, email, uri...' },
  items: { anyOf: [node, nodes] }, additionalItems: node, contains: node, minItems: count, maxItems: count, uniqueItems: { type: 'boolean' },
  properties: { ...nodeMap, description: 'One entry per question: its name (the key the answers use) and its rules.' },
  patternProperties: nodeMap, additionalProperties: node, propertyNames: node, minProperties: count, maxProperties: count,
  required: { type: 'array', uniqueItems: true, items: { type: 'string' }, description: 'The fields that must be answered.' },
  dependencies: { type: 'object', additionalProperties: { anyOf: [node, { type: 'array', items: { type: 'string' } }] } },
  if: node, then: node, else: node, allOf: nodes, anyOf: nodes, oneOf: nodes, not: node,
  contentMediaType: { type: 'string' }, contentEncoding: { type: 'string' },
};

// The JSON Schema of a file of fields written in that vocabulary: a form schema (schemas/forms/<id>.schema.json), an
// object with one property per question (`form`), or a shared field definition (schemas/forms/definitions/<name>.json),
// one field written once and used by every form that "$ref"s it. Either way schemaNode at its root.
function fieldsFile(title: string, description: string, whose: string, form: boolean): Schema {
  const root = schemaNode();
  // A definition says which UI schema goes with it (`x-ui`, docs/adding-a-screen.md section 7): the form editor writes it.
  if (!form) (root.properties as Schema)['x-ui'] = X_UI;
  return {
    title, description, type: 'object', allOf: [node], ...(form ? { required: ['type', 'properties'] } : {}),
    properties: {
      $schema: { const: 'http://json-schema.org/draft-07/schema#', description: `The dialect ${whose} validators are compiled with: draft-07.` },
      ...(form ? { type: { const: 'object', description: 'A form is an object: one property per question.' } } : {}),
    },
    $defs: { node: root },
  };
}

export const formSchemaSchema = (): Schema => fieldsFile('Form schema (schemas/forms/<id>.schema.json)',
  'A form\'s fields and their rules: JSON Schema draft-07 plus x-rules, x-ruleOptions and x-messages. A field shared by several forms is a "$ref" to schemas/forms/definitions/. The borrower\'s words (labels, messages) are in content/.',
  'the form\'s', true,
);

export const definitionSchema = (): Schema => fieldsFile('Shared field definition (schemas/forms/definitions/<name>.json)',
  'One field several forms share (SSN last 4, a name, an email, a zip): its rules and messages, used by "$ref": "definitions/<name>.json". A change here applies to every form that uses it.',
  'the forms\'', false,
);

const X_UI: Schema = {
  type: 'object',
  description: 'The UI schema entry that goes with this field (its ui:widget, ui:filter, ui:format, ui:parse, keyboard, autofill), as a form\'s <id>.ui.json writes it: the form editor writes it for a question added as this definition.',
};

// One node of a form schema, recursively (the `$defs/node` of the form and definition schemas): JSON Schema
// draft-07, the dialect the forms' validators are compiled with, plus our `x-rules` (the engine's named rules), their
// `x-ruleOptions` (the settings a rule takes, by rule) and `x-messages` (a message code per keyword the engine can
// give one for). A keyword JSON Schema does not have is refused: it would check nothing.
export function schemaNode(): Schema {
  const messageKeywords = Object.keys(DEFAULT_MESSAGES);
  return {
    type: ['object', 'boolean'],
    properties: {
      ...KEYWORDS,
      'x-rules': {
        type: 'array', uniqueItems: true, items: { type: 'string', enum: Object.keys(validators) },
        description: 'Rules JSON Schema cannot say, by name (engine/fields/registry.ts validators), run once the value passes the schema\'s own keywords.',
      },
      'x-ruleOptions': {
        type: 'object',
        description: 'A rule\'s settings on this form, by rule name (one of the field\'s x-rules): { "minimumAge": { "stateField": "stateCode" } } names the field holding the state.',
        properties: Object.fromEntries(Object.entries(validators).filter(([, rule]) => rule.fieldOptions.length).map(([name, rule]) => [name, {
          type: 'object',
          properties: Object.fromEntries(rule.fieldOptions.map((option) => [option, { type: 'string', minLength: 1, description: 'The name of another field of this form.' }])),
          additionalProperties: false,
        }])),
        additionalProperties: false,
      },
      'x-messages': {
        type: 'object',
        description: 'The message (a key of content/<locale>/messages.yaml) to show when a keyword fails, instead of the default.',
        properties: Object.fromEntries(messageKeywords.map((k) => [k, {
          type: 'string', minLength: 1, description: `When "${k}" fails (default message: ${DEFAULT_MESSAGES[k]}).`,
        }])),
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  };
}
