import type { NewRule, RuleKind } from '../../shared/formTypes';
import { problem, type EditorProblem } from './formEdit';
import { formWords } from './formWords';

export const RULE_KINDS: readonly RuleKind[] = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum'];

/** The rules an answer can take: a length or a pattern on a text, a minimum or maximum on a number; none on one of
 * some choices, a box, or a date (its format is its rule). */
export function rulesFor(answer: { type: string; choices: boolean; format?: string }): RuleKind[] {
  if (answer.choices || answer.format) return [];
  if (answer.type === 'string') return ['minLength', 'maxLength', 'pattern'];
  if (answer.type === 'integer' || answer.type === 'number') return ['minimum', 'maximum'];
  return [];
}

// What is wrong with a rule before it is written: a rule the editor does not know or that does not fit the answer
// (`fits`, `answer` said in words), a length or bound that is no whole number, a pattern the browser cannot run (the
// validators compile it as a Unicode regular expression, as Ajv does), a message missing in a language (named in that
// language's file). Each problem names the field of the editor's form it is about: 'rule.kind', 'rule.value',
// 'rule.message.es-US'.
export function ruleProblems(rule: NewRule, fits: readonly RuleKind[], answer: string, schemaFile: string, messagesOf: (locale: string) => string, locales: readonly string[]): EditorProblem[] {
  if (!RULE_KINDS.includes(rule.kind)) return [problem(schemaFile, formWords.noRule(String(rule.kind)), 'rule.kind')];
  const out: EditorProblem[] = [];
  if (!fits.includes(rule.kind)) out.push(problem(schemaFile, formWords.ruleDoesNotFit(rule.kind, answer, fits), 'rule.kind'));
  if (rule.kind === 'pattern') {
    if (typeof rule.value !== 'string' || rule.value === '') out.push(problem(schemaFile, formWords.notAPattern(JSON.stringify(rule.value ?? ''), 'it is empty'), 'rule.value'));
    else {
      try {
        new RegExp(rule.value, 'u');
      } catch (error) {
        out.push(problem(schemaFile, formWords.notAPattern(rule.value, (error instanceof Error ? error.message : String(error)).replace(/^Invalid regular expression: /, '')), 'rule.value'));
      }
    }
  } else if (typeof rule.value !== 'number' || !Number.isInteger(rule.value) || (rule.kind.endsWith('Length') && rule.value < 0)) {
    out.push(problem(schemaFile, formWords.notANumber(rule.kind), 'rule.value'));
  }
  for (const l of locales) {
    if (typeof rule.message?.[l] !== 'string' || rule.message[l]!.trim() === '') {
      out.push(problem(messagesOf(l), formWords.missingWords(formWords.theRuleMessage(formWords.rule(rule.kind)), l), `rule.message.${l}`));
    }
  }
  return out;
}
