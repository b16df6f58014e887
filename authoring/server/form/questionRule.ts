import type { Problem } from '../../../engine/Problem';
import type { NewRule } from '../../shared/formTypes';
import { formWords } from './formWords';


const FOR_TYPES: Record<NewRule['kind'], readonly string[]> = {
  minLength: ['string'], maxLength: ['string'], pattern: ['string'], minimum: ['integer', 'number'], maximum: ['integer', 'number'],
};
const problem = (file: string, message: string): Problem => ({ file, line: 1, column: 1, message, rule: 'formEditor' });

// What is wrong with a rule before it is written: a rule the editor does not know or that cannot apply to the
// answer's type, a length or bound that is no whole number, a pattern the browser cannot run (the validators compile
// it as a Unicode regular expression, as Ajv does), a message missing in a language (named in that language's file).
export function ruleProblems(rule: NewRule, type: string, schemaFile: string, messagesOf: (locale: string) => string, locales: readonly string[]): Problem[] {
  if (!(rule.kind in FOR_TYPES)) return [problem(schemaFile, formWords.noRule(String(rule.kind)))];
  const out: Problem[] = [];
  if (!FOR_TYPES[rule.kind].includes(type)) out.push(problem(schemaFile, formWords.ruleNotForKind(rule.kind, type)));
  if (rule.kind === 'pattern') {
    if (typeof rule.value !== 'string' || rule.value === '') out.push(problem(schemaFile, formWords.notAPattern(JSON.stringify(rule.value ?? ''), 'it is empty')));
    else {
      try {
        new RegExp(rule.value, 'u');
      } catch (error) {
        out.push(problem(schemaFile, formWords.notAPattern(rule.value, (error instanceof Error ? error.message : String(error)).replace(/^Invalid regular expression: /, ''))));
      }
    }
  } else if (typeof rule.value !== 'number' || !Number.isInteger(rule.value) || (rule.kind.endsWith('Length') && rule.value < 0)) {
    out.push(problem(schemaFile, formWords.notANumber(rule.kind)));
  }
  for (const l of locales) if (typeof rule.message?.[l] !== 'string' || rule.message[l]!.trim() === '') out.push(problem(messagesOf(l), formWords.missingWords(formWords.theRuleMessage(rule.kind), l)));
  return out;
}
