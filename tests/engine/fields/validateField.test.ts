import { describe, expect, it } from 'vitest';
import { validateField } from '../../../engine/fields/validateField';

const ctx = { today: new Date(2026, 10, 21) };

describe('validateField', () => {
  it('returns the first issue in the listed order', () => {
    expect(validateField({ validate: ['city', 'stateCode'] }, '', ctx)).toEqual({ code: 'enterCity' });
    expect(validateField({ validate: ['stateCode', 'city'] }, '', ctx)).toEqual({ code: 'enterState' });
  });

  it('passes a value every validator accepts', () => {
    expect(validateField({ validate: ['zip'] }, '94107', ctx)).toBeNull();
    expect(validateField({ validate: [] }, 'anything', ctx)).toBeNull();
  });

  it('hands composite values (the three dob parts) to their validator unchanged', () => {
    expect(validateField({ validate: ['dob'] }, { month: '11', day: '22', year: '2026' }, ctx)).toEqual({ code: 'dateInFuture' });
  });
});
