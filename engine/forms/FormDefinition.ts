// One form as the app receives it: its schema and UI schema (schemas/forms/) and precompiled validators (engine/generated/forms/).

/** A JSON Schema node as our forms use it (draft-07 plus the `x-` annotations the engine reads). */
export interface FormSchema {
  type?: string | string[];
  title?: string;
  properties?: Record<string, FormSchema>;
  required?: string[];
  items?: FormSchema;
  enum?: unknown[];
  oneOf?: FormSchema[];
  maximum?: number;
  maxLength?: number;
  /** Message code per JSON Schema keyword (content/<locale>/messages.yaml), overriding the default for that rule. */
  'x-messages'?: Record<string, string>;
  /** Rules JSON Schema cannot say, by name (engine/fields/registry.ts validators), run once the value passes the schema. */
  'x-rules'?: string[];
  /** A rule's settings on this form, by rule name: `{ "minimumAge": { "stateField": "stateCode" } }` names the field holding the state. */
  'x-ruleOptions'?: Record<string, Record<string, unknown>>;
  [keyword: string]: unknown;
}

/** The UI schema: rjsf's `ui:` keys (order, widget, autocomplete, placeholder) and our behaviour names. */
export type UiSchema = Record<string, unknown>;

export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

export interface FormDefinition {
  id: string;
  schema: FormSchema;
  uiSchema: UiSchema;
  /** Validator functions by rjsf's schema hash; the root schema's is the one named by `rootKey`. */
  validators: Record<string, ValidateFunction>;
  rootKey: string;
}
