import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { documentTexts, parseDocumentTexts } from '../../../sandbox/domain/documentTexts';

const source = readFileSync(new URL('../../../sandbox/domain/documentTexts.yaml', import.meta.url), 'utf8');

describe('documentTexts.yaml', () => {
  it('loads and has wording for every reason code the decisions give', () => {
    const texts = documentTexts();
    for (const code of ['LIMITED_CREDIT_EXPERIENCE', 'EXCESSIVE_OBLIGATIONS', 'INSUFFICIENT_INCOME', 'INELIGIBLE_FOR_ADDITIONAL_LOAN', 'UNSUPPORTED_STATE', 'UNDER_MINIMUM_AGE', 'STALE_APPLICATION']) {
      expect(texts.adverseAction.reasons[code]).toBeTruthy();
    }
  });

  it('names the file and the key when wording is missing or has the wrong type', () => {
    const broken = parse(source) as { truthInLending: { boxes: { apr: { label?: string } } }; scoreRange: { low: unknown } };
    delete broken.truthInLending.boxes.apr.label;
    expect(() => parseDocumentTexts(stringify(broken), 'texts.yaml')).toThrow('texts.yaml: truthInLending.boxes.apr.label must be text');
    const wrongType = parse(source) as { scoreRange: { low: unknown } };
    wrongType.scoreRange.low = 'low';
    expect(() => parseDocumentTexts(stringify(wrongType), 'texts.yaml')).toThrow('scoreRange.low must be a number');
    expect(() => parseDocumentTexts('- a list', 'texts.yaml')).toThrow('the top level must be a mapping');
  });
});
