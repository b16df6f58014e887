// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

// Prequal spec section 5: "Validation errors are logged to analytics." Field and rule only, never what was typed.
const entry = catalog.screens.entry!;

describe('validation errors in analytics', () => {
  it('logs each field problem once as it appears, by field and code, without the value', async () => {
    const app = renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME', 'EMAIL') }) : {}));
    const email = await screen.findByLabelText(entry.labels.email!);
    fireEvent.change(email, { target: { value: 'ana.rivera@' } });
    fireEvent.blur(email);
    await waitFor(() => expect(app.events.some((e) => e.event === 'Displayed Field Error')).toBe(true));
    const logged = app.events.filter((e) => e.event === 'Displayed Field Error');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.properties).toMatchObject({ page: 'entry', field: 'email' });
    expect(typeof logged[0]?.properties.error).toBe('string');
    expect(JSON.stringify(logged)).not.toContain('ana.rivera');
    // Still the same problem while typing on: not logged again.
    fireEvent.change(email, { target: { value: 'ana.rivera@exa' } });
    fireEvent.blur(email);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.events.filter((e) => e.event === 'Displayed Field Error').length).toBeLessThanOrEqual(2);
  });
});
