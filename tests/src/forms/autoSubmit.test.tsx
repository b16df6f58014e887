// @vitest-environment jsdom
// Issue 47: one path for every submit. The texted code submits itself at its last digit (autoSubmit), and that is
// the same try as a pressed button or Enter: the form's model decides. While the form may not be sent (the code
// before still being checked, something on the page keeping it from being sent) a complete code sends nothing; an
// edit that clears what kept it (a page error that goes once the borrower types) lets the code go, once. The real pin
// form (schemas/forms/pin) and its words from content/en/screens/pin.md.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { SchemaForm, type SchemaFormProps } from '../../../src/forms/SchemaForm';

afterEach(cleanup);

const pin = catalog.screens.pin!;
const box = () => screen.findByLabelText(pin.labels.pin!) as Promise<HTMLInputElement>;

function PinForm({ onSubmit, busy = false, blocked = false, clearedByEdit = false }: Pick<SchemaFormProps, 'onSubmit' | 'busy' | 'blocked'> & { clearedByEdit?: boolean }) {
  // A page error that keeps the form from being sent and goes once the borrower edits a field (ScreenForm's onEdit).
  const [pageError, setPageError] = useState(blocked);
  return (
    <SchemaForm
      formId="pin" labels={pin.labels} copyValues={{}} messages={catalog.messages} submit={null} ctx={{ today: new Date('2026-11-24T12:00:00Z') }}
      busy={busy} blocked={pageError} onSubmit={onSubmit} onEdit={() => { if (clearedByEdit) setPageError(false); }}
    />
  );
}

describe('a form that submits itself goes through the same attempt as any submit', () => {
  it('a complete code is not sent while the code before is still being checked', async () => {
    const onSubmit = vi.fn();
    render(<PinForm onSubmit={onSubmit} busy />);
    fireEvent.change(await box(), { target: { value: '1234' } });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('kept from being sent by the page, it sends nothing; when the edit clears what kept it, the code goes once', async () => {
    const kept = vi.fn();
    render(<PinForm onSubmit={kept} blocked />);
    fireEvent.change(await box(), { target: { value: '1234' } });
    expect(kept).not.toHaveBeenCalled();
    cleanup();

    const sent = vi.fn();
    render(<PinForm onSubmit={sent} blocked clearedByEdit />);
    fireEvent.change(await box(), { target: { value: '1234' } });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toEqual({ authPin: '1234' });
  });
});
