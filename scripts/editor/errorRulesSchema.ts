import { RULE_KINDS, type RuleKind } from '../../engine/api/ErrorRule';

/** What each kind means to the borrower (a new kind in engine/api/ErrorRule.ts needs its line here). */
const KIND_TEXT: Record<RuleKind, string> = {
  field: 'A mistake in one answer: shown under the form field named by field:.',
  screen: 'A mistake the borrower fixes on the screen they are on (e.g. by waiting).',
  expired: 'The application or link is gone (borrower: the expired page).',
  lockout: 'Too many wrong tries (the account-locked page).',
  inactivity: 'The session ended (the inactivity page).',
  general: 'Anything else (the error page, with the server text).',
};

const text = (description: string) => ({ type: 'string', minLength: 1, description });

// The JSON Schema of flows/errors.yaml, saying what the engine's loader (engine/api/loadErrorRules.ts) accepts:
// version 1 and a list of rules, each with exactly one matcher, a kind the engine knows, a field exactly when the
// kind is field, and an optional copy key.
export function errorRulesSchema(): Record<string, unknown> {
  return {
    title: 'Server error messages (flows/errors.yaml)',
    description: 'How a server error message is recognised and what kind of failure it is. Rules are tried top to bottom; the first match decides. A message no rule matches is a general error.',
    type: 'object',
    required: ['version', 'rules'],
    additionalProperties: false,
    properties: {
      version: { const: 1, description: 'Format version: 1.' },
      rules: { type: 'array', items: { $ref: '#/$defs/rule' }, description: 'Tried in order; the first whose match fits the server text decides.' },
    },
    $defs: {
      rule: {
        type: 'object',
        required: ['match', 'kind'],
        additionalProperties: false,
        properties: {
          match: { $ref: '#/$defs/match' },
          kind: { type: 'string', enum: [...RULE_KINDS], enumDescriptions: RULE_KINDS.map((k) => KIND_TEXT[k]), description: 'What kind of failure the message is; where each kind leads is the journey flow\'s errors: table.' },
          field: text('The form field that shows the error (only with kind: field).'),
          code: text('A key of content/<locale>/errors.yaml to show instead of the server text.'),
        },
        if: { required: ['kind'], properties: { kind: { const: 'field' } } },
        then: { required: ['field'] },
        else: { properties: { field: false } },
      },
      match: {
        type: 'object',
        description: 'Exactly one of startsWith, contains or equals, with the server text (case-sensitive).',
        minProperties: 1,
        maxProperties: 1,
        additionalProperties: false,
        properties: {
          startsWith: text('The server message starts with this text.'),
          contains: text('The server message contains this text.'),
          equals: text('The server message is exactly this text.'),
        },
      },
    },
  };
}
