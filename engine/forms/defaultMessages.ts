/** The message code a JSON Schema keyword gets when the schema names none (content/<locale>/messages.yaml). */
export const DEFAULT_MESSAGES: Record<string, string> = {
  required: 'required', type: 'invalidFormat', minLength: 'tooShort', maxLength: 'tooLong', pattern: 'invalidFormat',
  format: 'invalidFormat', enum: 'chooseAnOption', oneOf: 'chooseAnOption', const: 'invalidFormat', not: 'invalidFormat',
  minimum: 'belowMinimum', exclusiveMinimum: 'belowMinimum', maximum: 'aboveMaximum', exclusiveMaximum: 'aboveMaximum',
  minItems: 'chooseAtLeast', maxItems: 'chooseAtMost',
};
