import { describe, expect, it } from 'vitest';
import type { ScreenCopy } from '../../../engine/content/ScreenCopy';
import { resolveVariant } from '../../../engine/content/resolveVariant';

const base: ScreenCopy = {
  title: 'Something went wrong',
  documentTitle: 'Error',
  subtitle: 'Sorry',
  buttons: { tryAgain: 'Try Again' },
  labels: { help: 'Help' },
  variants: {
    optional: { body: 'Try again or skip.', buttons: { skip: 'Skip' } },
    renamed: { title: 'Oops', subtitle: 'Really sorry', buttons: { tryAgain: 'RETRY' }, labels: { help: 'Get help' } },
  },
  body: 'Try again.',
};

describe('resolveVariant', () => {
  it('gives the base copy without a variant name', () => {
    expect(resolveVariant(base)).toEqual(base);
  });

  it('gives the base copy for an unknown variant name', () => {
    expect(resolveVariant(base, 'nope')).toEqual(base);
  });

  it('replaces the body and adds buttons, keeping everything the variant does not set', () => {
    const copy = resolveVariant(base, 'optional');
    expect(copy.title).toBe('Something went wrong');
    expect(copy.subtitle).toBe('Sorry');
    expect(copy.body).toBe('Try again or skip.');
    expect(copy.buttons).toEqual({ tryAgain: 'Try Again', skip: 'Skip' });
  });

  it('replaces title, subtitle, button and label texts the variant sets', () => {
    const copy = resolveVariant(base, 'renamed');
    expect(copy).toMatchObject({ title: 'Oops', subtitle: 'Really sorry', body: 'Try again.', documentTitle: 'Error' });
    expect(copy.buttons).toEqual({ tryAgain: 'RETRY' });
    expect(copy.labels).toEqual({ help: 'Get help' });
  });

  it('does not change the base copy', () => {
    resolveVariant(base, 'optional');
    expect(base.buttons).toEqual({ tryAgain: 'Try Again' });
  });
});
