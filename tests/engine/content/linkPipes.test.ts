import { describe, expect, it } from 'vitest';
import { interpolate } from '../../../engine/content/interpolate';
import { pipes } from '../../../engine/content/pipes';

const fill = (template: string, values: Record<string, unknown>, mode?: 'text') => interpolate(template, values, pipes, mode ? { mode } : {});

describe('link pipes make contacts tappable without letting a value write a link of its own', () => {
  it.each([
    ['{w|link}', { w: 'https://www.credit-bureau.test/unfreeze' }, '[www\\.credit\\-bureau\\.test\\/unfreeze](https://www.credit-bureau.test/unfreeze)'],
    ['{p|tel}', { p: '1-800-555-0142' }, '[1\\-800\\-555\\-0142](tel:18005550142)'],
    ['{e|mailto}', { e: 'support@example-lender.test' }, '[support\\@example\\-lender\\.test](mailto:support@example-lender.test)'],
  ])('%s', (template, values, expected) => expect(fill(template, values)).toBe(expected));

  it.each([
    ['{w|link}', { w: 'javascript:alert(1)' }],
    ['{w|link}', { w: 'https://x.test/a)(b' }],
    ['{e|mailto}', { e: 'a@b.test](javascript:x)' }],
    ['{p|tel}', { p: '12' }],
  ])('a value that is not a safe target stays plain, escaped text: %s %j', (template, values) => {
    expect(fill(template, values)).not.toMatch(/\]\(/);
  });

  it('reads as plain text in a document title', () => {
    expect(fill('Call {p|tel}', { p: '1-800-555-0142' }, 'text')).toBe('Call 1-800-555-0142');
  });
});
