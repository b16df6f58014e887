import { describe, expect, it } from 'vitest';
import { RULE_KINDS } from '../../../engine/api/ErrorRule';
import { loadErrorRules } from '../../../engine/api/loadErrorRules';
import { parseErrorRules } from '../../../engine/api/parseErrorRules';
import { loadRepoErrorRules } from './loadRepoErrorRules';

const problems = (parsed: unknown): string[] => {
  const result = loadErrorRules(parsed);
  return result.ok ? [] : result.error;
};

describe('loadErrorRules', () => {
  it('loads the shipped flows/errors.yaml in order', () => {
    const rules = loadRepoErrorRules();
    expect(rules[0]).toEqual({ match: { contains: 'lockout' }, kind: 'lockout' });
    expect(rules[1]).toEqual({ match: { startsWith: 'Invalid zip' }, kind: 'field', field: 'zip', code: 'invalidZipCode' });
    // The rest is product's to edit; each rule still names a kind the engine knows and a field only for field rules.
    for (const rule of rules) {
      expect(RULE_KINDS).toContain(rule.kind);
      expect(rule.field !== undefined).toBe(rule.kind === 'field');
    }
  });

  it('accepts each matcher', () => {
    const result = loadErrorRules({ version: 1, rules: [
      { match: { startsWith: 'a' }, kind: 'general' },
      { match: { contains: 'b' }, kind: 'lockout' },
      { match: { equals: 'c' }, kind: 'field', field: 'pin' },
    ] });
    expect(result.ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['not a mapping', ['x'], 'flows/errors.yaml must be a mapping with version and rules.'],
    ['a wrong version', { version: 2, rules: [] }, 'flows/errors.yaml: version must be 1; it is 2.'],
    ['rules not a list', { version: 1, rules: {} }, 'flows/errors.yaml: rules must be a list.'],
    ['an unknown top-level key', { version: 1, rules: [], extra: 1 }, "flows/errors.yaml has an unknown top-level key 'extra' (allowed: version, rules)."],
    ['a rule that is not a mapping', { version: 1, rules: ['x'] }, 'flows/errors.yaml: rules[0] must be a mapping with match and kind.'],
    ['two matchers', { version: 1, rules: [{ match: { startsWith: 'a', contains: 'b' }, kind: 'general' }] },
      'flows/errors.yaml: rules[0].match must have exactly one of startsWith, contains, equals; it has startsWith, contains.'],
    ['no matcher', { version: 1, rules: [{ match: {}, kind: 'general' }] },
      'flows/errors.yaml: rules[0].match must have exactly one of startsWith, contains, equals; it has none.'],
    ['a misspelt matcher', { version: 1, rules: [{ match: { startWith: 'a' }, kind: 'general' }] },
      'flows/errors.yaml: rules[0].match must have exactly one of startsWith, contains, equals; it has startWith.'],
    ['an empty text', { version: 1, rules: [{ match: { contains: '' }, kind: 'general' }] },
      'flows/errors.yaml: rules[0].match.contains must be a non-empty text.'],
    ['an unknown kind', { version: 1, rules: [{ match: { contains: 'a' }, kind: 'cancelled' }] },
      'flows/errors.yaml: rules[0].kind must be one of field, screen, expired, lockout, inactivity, general; it is "cancelled".'],
    ['a field rule without field', { version: 1, rules: [{ match: { contains: 'a' }, kind: 'field' }] },
      'flows/errors.yaml: rules[0].field is required when kind is field (the form field the message belongs to).'],
    ['field on another kind', { version: 1, rules: [{ match: { contains: 'a' }, kind: 'lockout', field: 'zip' }] },
      'flows/errors.yaml: rules[0].field is only allowed when kind is field.'],
    ['an unknown rule key', { version: 1, rules: [{ match: { contains: 'a' }, kind: 'general', screen: 'x' }] },
      "flows/errors.yaml: rules[0] has an unknown key 'screen' (allowed: match, kind, field, code)."],
  ])('reports %s', (_label, parsed, message) => {
    expect(problems(parsed)).toContain(message);
  });

  it('reports every broken rule, naming each by position', () => {
    const found = problems({ version: 1, rules: [
      { match: { contains: 'ok' }, kind: 'general' },
      { match: { contains: 'a' } },
      { match: { equals: 'b' }, kind: 'nope' },
    ] });
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('rules[1].kind');
    expect(found[1]).toContain('rules[2].kind');
  });

  it('reports YAML that does not parse', () => {
    const result = parseErrorRules('version: 1\nrules: [', 'flows/errors.yaml');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error[0]).toMatch(/^flows\/errors\.yaml:2:\d+: not valid YAML: /);
  });
});
