// @vitest-environment jsdom
// The zipCheck behaviour (section 5): a 5-digit zip is asked of the lender once per value, Continue waits for the
// answer, and a zip the lender does not know says so.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { notReady } from '../support/notReady';

afterEach(cleanup);

const { labels } = catalog.screens.entry!;

function draw(known: Record<string, boolean | null>) {
  const checkZip = vi.fn((zip: string) => Promise.resolve(known[zip] ?? false));
  render(<SchemaForm formId="prequal_address" labels={labels} copyValues={{}} messages={catalog.messages} submit={{ label: 'CONTINUE' }}
    initial={{ streetAddress1: '1 Main St', city: 'Oakland' }} ctx={{ today: new Date(2026, 10, 24) }} checkZip={checkZip} />);
  const zip = screen.getByLabelText(labels.zip!);
  const submit = () => screen.getByRole('button', { name: 'CONTINUE' }) as HTMLButtonElement;
  return { checkZip, type: (value: string) => fireEvent.change(zip, { target: { value } }), submit };
}

describe('the zip checked with the lender', () => {
  it('asks once per zip, keeps Continue waiting for the answer, and remembers it when the zip is typed again', async () => {
    const { checkZip, type, submit } = draw({ '94107': true });
    type('9410');
    expect(checkZip).not.toHaveBeenCalled();
    type('94107');
    expect(notReady(submit())).toBe(true);
    await waitFor(() => expect(notReady(submit())).toBe(false));
    type('9410');
    expect(notReady(submit())).toBe(true);
    type('94107');
    expect(notReady(submit())).toBe(false);
    expect(checkZip.mock.calls).toEqual([['94107']]);
  });

  it('says the zip is not known and keeps Continue disabled; an answer that could not be had leaves it unchecked', async () => {
    const { type, submit } = draw({ '94107': null });
    type('00000');
    expect(await screen.findByText(catalog.messages.invalidZipCode!)).toBeTruthy();
    expect(notReady(submit())).toBe(true);
    type('94107');
    await waitFor(() => expect(screen.queryByText(catalog.messages.invalidZipCode!)).toBeNull());
    expect(notReady(submit())).toBe(true);
  });
});
