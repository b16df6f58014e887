// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { catalog } from '../../../src/content/catalog';
it('probe', () => {
  render(<p>{catalog.modals.truthInLending?.title}</p>);
  expect(screen.getByText('Truth in Lending Disclosure')).toBeTruthy();
  expect(catalog.problems).toEqual([]);
});
