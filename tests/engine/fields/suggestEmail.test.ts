import { describe, expect, it } from 'vitest';
import { emailSuggestionHint } from '../../../engine/fields/emailSuggestionHint';
import { suggestEmail } from '../../../engine/fields/suggestEmail';

describe('suggestEmail', () => {
  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@yaho.com', 'ann@yahoo.com'],
    [' ann@gmial.com ', 'ann@gmail.com'],
  ])('suggests a fix for a mistyped provider: %j -> %j', (typed, suggestion) => {
    expect(suggestEmail(typed)).toBe(suggestion);
  });

  it.each(['ann@gmail.com', 'ANN@GMAIL.COM', 'ann', '', 'ann@example.co'])('has nothing to suggest for %j', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });

  it('gives the hint as a message code with the suggestion as its value', () => {
    expect(emailSuggestionHint('ann@gmial.com')).toEqual({ code: 'emailSuggestion', params: { suggestion: 'ann@gmail.com' } });
    expect(emailSuggestionHint('ann@gmail.com')).toBeNull();
  });
});
