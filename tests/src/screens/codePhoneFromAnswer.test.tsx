// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { formRegistry } from '../../../src/forms/formRegistry';
import { ask, loan } from '../../support/flows';
import { painted } from '../support/painted';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const phoneState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') });
const pinState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') });

/** The phone screen's form with its field renamed `cell` by product (its words too), its UI schema saying it is sent
 * as the lender's mobileNumber: a scratch copy, the files stay. */
async function withRenamedField(run: () => Promise<void>) {
  const saved = formRegistry.phone!;
  const labels = catalog.screens.phone!.labels;
  const { phone, ...rest } = saved.schema.properties ?? {};
  formRegistry.phone = { ...saved, schema: { ...saved.schema, properties: { ...rest, cell: phone ?? {} }, required: ['cell'] }, uiSchema: { cell: saved.uiSchema.phone } };
  labels.cell = labels.phone!;
  try { await run(); } finally { formRegistry.phone = saved; delete labels.cell; }
}

// Which number the code went to is the answer the lender took (its mobileNumber, whichever field gave it: the
// field's `ui:sendAs`), not a field the app knows by name (issue 47).
describe('the number a code went to, from the answer the form sent', () => {
  it('a phone field renamed by product still sends mobileNumber, and the pin screen names its last 4 digits', async () => {
    await withRenamedField(async () => {
      const app = renderApp('/phone', (c) => ok(c.method === 'GET' ? phoneState : pinState), { token: 'tok123' });
      const phoneCopy = catalog.screens.phone!;
      await screen.findByRole('heading', { level: 1, name: phoneCopy.title });
      fireEvent.change(screen.getByLabelText(phoneCopy.labels.phone!), { target: { value: '5551230187' } });
      await painted();
      fireEvent.click(screen.getByRole('button', { name: phoneCopy.buttons.sendCode }));
      const pinCopy = catalog.screens.phone_pin!;
      const field = await screen.findByLabelText(pinCopy.labels.pin!);
      expect(app.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ escalateAuthentication: true, mobileNumber: '+15551230187' });
      const hint = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
      expect(hint?.textContent).toBe(pinCopy.variants.sentTo!.labels!.pinHint!.replace('{phoneLast4}', '0187'));
    });
  });
});
