import { schemaNode } from './schemaNode';

// The JSON Schema of a form schema (schemas/forms/<id>.schema.json): an object with one property per question, each
// a node of JSON Schema draft-07 plus x-rules, x-ruleOptions and x-messages (schemaNode.ts).
export function formSchemaSchema(): Record<string, unknown> {
  return {
    title: 'Form schema (schemas/forms/<id>.schema.json)',
    description: 'A form\'s fields and their rules: JSON Schema draft-07 plus x-rules, x-ruleOptions and x-messages. A field shared by several forms is a "$ref" to schemas/forms/definitions/. The borrower\'s words (labels, messages) are in content/.',
    type: 'object',
    allOf: [{ $ref: '#/$defs/node' }],
    required: ['type', 'properties'],
    properties: {
      $schema: { const: 'http://json-schema.org/draft-07/schema#', description: 'The dialect the form\'s validators are compiled with: draft-07.' },
      type: { const: 'object', description: 'A form is an object: one property per question.' },
    },
    $defs: { node: schemaNode() },
  };
}
