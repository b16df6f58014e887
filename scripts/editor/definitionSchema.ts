import { schemaNode } from './schemaNode';

// The JSON Schema of a shared field definition (schemas/forms/definitions/<name>.json): one field, written once and
// used by every form that "$ref"s it, in the same vocabulary as a form's fields (schemaNode.ts).
export function definitionSchema(): Record<string, unknown> {
  return {
    title: 'Shared field definition (schemas/forms/definitions/<name>.json)',
    description: 'One field several forms share (SSN last 4, a name, an email, a zip): its rules and messages, used by "$ref": "definitions/<name>.json". A change here applies to every form that uses it.',
    type: 'object',
    allOf: [{ $ref: '#/$defs/node' }],
    properties: {
      $schema: { const: 'http://json-schema.org/draft-07/schema#', description: 'The dialect the forms\' validators are compiled with: draft-07.' },
    },
    $defs: { node: schemaNode() },
  };
}
