// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { useScreenCopy } from '../../../src/content/useScreenCopy';

afterEach(cleanup);

// The terms page's title as content/en/screens/terms.md gives it, so a copy edit keeps these tests green.
const termsTitle = catalog.screens.terms!.title;

function Probe({ id }: { id: string }) {
  const copy = useScreenCopy(id);
  return <div><h1>{copy?.title}</h1><p data-testid="body">{copy?.body}</p></div>;
}

describe('useScreenCopy (legal documents load with their screen)', () => {
  it('keeps the legal documents out of the startup copy but knows their titles', () => {
    expect(Object.keys(catalog.lazyBodies).sort()).toEqual(['autopay', 'creditscore', 'esign', 'loanagreement', 'merchants', 'privacy', 'terms']);
    expect(catalog.screens.terms).toMatchObject({ title: termsTitle, body: '' });
    expect(catalog.screens.entry?.body).not.toBe('');
  });

  it('draws the title at once and the document text when it arrives', async () => {
    render(<Probe id="terms" />);
    expect(screen.getByRole('heading').textContent).toBe(termsTitle);
    const body = await catalog.lazyBodies.terms!();
    expect(body).not.toBe('');
    await waitFor(() => expect(screen.getByTestId('body').textContent).toBe(body));
  });

  it('gives an ordinary screen its copy as it is', () => {
    render(<Probe id="entry" />);
    expect(screen.getByTestId('body').textContent).toBe(catalog.screens.entry?.body);
  });
});
