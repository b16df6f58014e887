// @vitest-environment jsdom
// Issue 47: Enter right after the last digit sends, however busy the phone. The browser sends a form on Enter only
// when its submit button is enabled at that moment, and a keystroke's rules wait for its paint, so the form takes up
// the waiting keystrokes on Enter's keydown (src/forms/LoadedSchemaForm.tsx). A keystroke can arrive as soon as the
// form is on the page: after the commit that draws it, before React's passive effects, which wait for a task after
// the paint (on a busy phone, or a busy test machine, that task comes late). Here the digits and Enter arrive in
// exactly that moment, every run: a component drawn after the form types them from its layout effect.
import { fireEvent as domEvent } from '@testing-library/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { notReady } from '../support/notReady';

afterEach(cleanup);

const phone = catalog.screens.phone!;
const sendCode = phone.buttons.sendCode!;

function TypesAtOnce({ digits }: { digits: string }) {
  useLayoutEffect(() => {
    const box = screen.getByLabelText(phone.labels.phone!);
    domEvent.change(box, { target: { value: digits } });
    domEvent.keyDown(box, { key: 'Enter' });
  }, [digits]);
  return null;
}

describe('Enter pressed the moment the form is on the page', () => {
  it('finds SEND CODE enabled and sends the number typed just before it', () => {
    const onSubmit = vi.fn();
    render(
      <>
        <SchemaForm formId="phone" labels={phone.labels} copyValues={{}} messages={catalog.messages} submit={{ label: sendCode }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={onSubmit} />
        <TypesAtOnce digits="5551234567" />
      </>,
    );
    const button = screen.getByRole('button', { name: sendCode }) as HTMLButtonElement;
    expect(notReady(button)).toBe(false);
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ mobileNumber: '+15551234567' });
  });
});
