// @vitest-environment jsdom
// The texted-code screens (issue 48, WCAG 3.2.2 and failure F36): the code is sent by itself at its last digit, so
// every code screen, in each language and each wording, says so on the box itself (aria-describedby), heard on
// arrival before a digit is typed; and a code the lender refuses (a try spent) says that tries are limited.
// Words are read from content/<locale>, never pinned here.
import { cleanup, render, screen } from '@testing-library/react';
import spanish from 'virtual:content/es-US';
import english from 'virtual:content/en';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVariant } from '../../../engine/content/resolveVariant';
import { buildCatalog } from '../../../src/content/buildCatalog';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { plainText } from '../../../src/ui/plainText';
import pinSchema from '../../../schemas/forms/pin.schema.json';

afterEach(cleanup);

const catalogs = { en: buildCatalog(english), 'es-US': buildCatalog(spanish) };
/** The journeys' code screens (flows/borrower.yaml phone_pin and pin, flows/prequal.yaml prequal_pin). */
const CODE_SCREENS = ['phone_pin', 'pin', 'prequal_pin'] as const;
/** The digit at which the code sends itself: the box's length (schemas/forms/pin.schema.json). */
const DIGITS = String(pinSchema.properties.pin.maxLength);
const values = { phoneLast4: '0153', firstName: 'Pat' };

/** Every wording a code screen has: the base and each variant. */
const wordings = Object.entries(catalogs).flatMap(([lang, catalog]) =>
  CODE_SCREENS.flatMap((id) => {
    const copy = catalog.screens[id];
    if (!copy) throw new Error(`content/${lang}/screens/${id}.md is missing`);
    return [undefined, ...Object.keys(copy.variants)].map((variant) => ({ lang, id, variant: variant ?? 'base', copy: resolveVariant(copy, variant), base: copy, messages: catalog.messages }));
  }),
);

/** The text a screen reader reads with the box: the elements its aria-describedby names, in order. */
function description(box: HTMLElement): string {
  const ids = (box.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the code screens say the code is sent at its last digit, on the box', () => {
  it.each(wordings)('$id ($lang, $variant): heard with the box on arrival, naming the digit', ({ copy, base, messages }) => {
    const warning = plainText(base.labels.pinHint, values);
    expect(warning).not.toBe('');
    expect(warning).toContain(DIGITS);
    render(<SchemaForm formId="pin" labels={copy.labels} copyValues={values} messages={messages} submit={null} ctx={{ today: new Date(2026, 10, 24) }} />);
    const box = screen.getByLabelText(plainText(copy.labels.pin, values));
    expect((box as HTMLInputElement).value).toBe('');
    // A variant (the number the code went to) may say more, never less.
    expect(description(box)).toContain(warning);
  });
});

describe('a code the lender refuses says tries are limited', () => {
  it.each(Object.entries(catalogs))('%s: the spec\'s words for a wrong code, then more than a code cut short is told (that one spent no try)', (_lang, catalog) => {
    const refused = catalog.errors.invalidVerificationCode ?? '';
    const cutShort = catalog.messages.invalidVerificationCode ?? '';
    expect(cutShort).not.toBe('');
    expect(refused.startsWith(cutShort)).toBe(true);
    expect(refused.length).toBeGreaterThan(cutShort.length + 20);
  });
});
