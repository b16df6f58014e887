import { describe, expect, it } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';

const messages = {
  twoLettersMinimum: 'Two letters minimum',
  emailSuggestion: 'Did you mean {suggestion}?',
  completionDateAfterOfferExpiration: 'Completion date is past your offer expiration of {date}. Consider reapplying later.',
};

describe('messageFor', () => {
  it('returns the text for a code without placeholders', () => {
    expect(messageFor({ code: 'twoLettersMinimum' }, messages)).toBe('Two letters minimum');
  });

  it('fills placeholders from the issue params', () => {
    expect(messageFor({ code: 'completionDateAfterOfferExpiration', params: { date: '12/15/2026' } }, messages)).toBe(
      'Completion date is past your offer expiration of 12/15/2026. Consider reapplying later.',
    );
  });

  it('leaves values as plain text: markup and braces in a value are neither interpreted nor expanded again', () => {
    expect(messageFor({ code: 'emailSuggestion', params: { suggestion: '<b>{suggestion}</b>@x.com' } }, messages)).toBe(
      'Did you mean <b>{suggestion}</b>@x.com?',
    );
  });

  it('keeps a placeholder visible when its value is missing, so the gap is noticed', () => {
    expect(messageFor({ code: 'emailSuggestion' }, messages)).toBe('Did you mean {suggestion}?');
  });

  it('names a code that has no text instead of showing nothing', () => {
    expect(messageFor({ code: 'noSuchCode' }, messages)).toMatch(/noSuchCode/);
    expect(messageFor({ code: 'toString' }, messages)).toMatch(/toString/);
  });
});
