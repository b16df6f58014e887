// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { TODAY, ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const { labels } = catalog.screens.entry!;
const thisYear = Number(TODAY.slice(0, 4));

// Prequal spec sections 5 and 9 give the birth year as 4 digits "between 1900 and 2019", and the birth date as not in
// the future and under 120 years old. The date's rules hold the year to this year at most and 120 years back at
// least (a fixed 2019 would refuse no one born since and is out of date; 1900 is already past 120 years), and say
// so under the date once the year is left, in the borrower's language (content/<locale>/messages.yaml).
describe('the birth year: 4 digits, from 120 years back to this year', () => {
  const typeDate = async (year: string) => {
    renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('DOB') }) : {}));
    fireEvent.change(await screen.findByLabelText(labels.dobMonth!), { target: { value: '01' } });
    fireEvent.change(screen.getByLabelText(labels.dobDay!), { target: { value: '02' } });
    const input = screen.getByLabelText(labels.dobYear!);
    fireEvent.change(input, { target: { value: year } });
    fireEvent.blur(input);
    return input;
  };

  it.each([
    ['a year after this one', String(thisYear + 1), 'dateInFuture'],
    ['1900', '1900', 'dateOlderThan120Years'],
    ['a year before 1900', '1899', 'dateOlderThan120Years'],
  ])('refuses %s when the year is left', async (_name, year, code) => {
    await typeDate(year);
    expect(await screen.findByText(catalog.messages[code]!)).toBeTruthy();
  });

  it('takes a year in the range, and no more than 4 digits', async () => {
    const input = await typeDate('198745');
    expect(input).toHaveProperty('value', '1987');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText(catalog.messages.dateInFuture!)).toBeNull();
    expect(screen.queryByText(catalog.messages.dateOlderThan120Years!)).toBeNull();
  });
});
