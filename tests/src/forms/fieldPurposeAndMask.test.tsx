// @vitest-environment jsdom
// Issue 48 (WCAG 2.2 AA), item 8: the home address box names its purpose to the browser and assistive technology
// (1.3.5: autocomplete="address-line1", not "off"), and the signing page's last 4 of the SSN is read as the digits
// typed, its "•••-••-" mask drawn beside the box and hidden from screen readers rather than read as its value.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { formatters } from '../../../engine/fields/registry';
import { catalog } from '../../../src/content/catalog';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

describe('the street address names its purpose', () => {
  it('on the entry form\'s address page', async () => {
    renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('ADDRESS', 'CITY', 'STATE', 'ZIP') }) : {}));
    const street = await screen.findByRole('combobox', { name: catalog.screens.entry!.labels.streetAddress1! });
    expect(street.getAttribute('autocomplete')).toBe('address-line1');
  });

  it('on the prequal address form', () => {
    const words = catalog.screens.prequal_address!;
    render(<SchemaForm formId="prequal_address" labels={words.labels} copyValues={{}} messages={catalog.messages} submit={{ label: 'Continue' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} />);
    const street = screen.getByLabelText(words.labels.streetAddress1!);
    expect(street.getAttribute('autocomplete')).toBe('address-line1');
  });
});

describe('the last 4 of the SSN after its mask', () => {
  const { labels } = catalog.screens.review_plan!;
  const mask = formatters.ssn4Masked('');

  it('holds the digits as its value; the mask is shown beside it, hidden from screen readers', () => {
    render(<SchemaForm formId="signing" labels={labels} copyValues={{}} messages={catalog.messages} submit={{ label: 'Sign' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} />);
    const box = screen.getByLabelText(labels.ssn4!) as HTMLInputElement;
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: '12a345' } });
    expect(box.value).toBe('1234');
    // The mask is on the screen, beside the box, and no part of what the box is read as.
    const shown = box.parentElement!;
    expect(shown.textContent).toContain(mask);
    const drawn = [...shown.querySelectorAll('*')].find((el) => el.textContent === mask)!;
    expect(drawn.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(box.value).not.toContain(mask.charAt(0));
  });

  it('takes a paste of the masked form as its 4 digits', () => {
    render(<SchemaForm formId="signing" labels={labels} copyValues={{}} messages={catalog.messages} submit={{ label: 'Sign' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} />);
    const box = screen.getByLabelText(labels.ssn4!) as HTMLInputElement;
    fireEvent.change(box, { target: { value: `${mask}9876` } });
    expect(box.value).toBe('9876');
  });
});
