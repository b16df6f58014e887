import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { catalog } from '../content/catalog';
import { availableLocales } from '../content/locale';
import { useSwitchLocale } from '../runtime/useSwitchLocale';
import { atoms } from '../state/atoms';
import { BrandHeader } from './BrandHeader';
import { copyValues } from '../../engine/content/copyValues';

// The banner of the journey in hand, drawn once above the routes so it stays put from the first paint (loading
// included) through every screen change. Its merchant is the one of the application the borrower is on: the loan
// on the borrower journey, the prequalification on the prequal one; the calculator, legal pages and errors opened
// with neither show the lender alone. It offers the other languages the app has, each named in its own language.
export function JourneyBanner() {
  const journey = useAtomValue(atoms.journey);
  const loan = useAtomValue(atoms.loan);
  const prequal = useAtomValue(atoms.prequal);
  const locale = useAtomValue(atoms.locale);
  const switchLocale = useSwitchLocale();
  // The catalog is replaced in place on a language switch: its site copy is a new object then.
  const site = catalog.site;
  const values = useMemo(
    () => copyValues(site, journey === 'borrower' ? loan : null, journey === 'prequal' ? prequal : null),
    [site, journey, loan, prequal],
  );
  const languages = Object.entries(catalog.site.languages ?? {})
    .filter(([code]) => code !== locale && availableLocales.includes(code))
    .map(([code, name]) => ({ code, name }));
  return (
    <BrandHeader banner={catalog.site.banner} values={values} languages={languages} languagesLabel={catalog.site.languageSwitch}
      onLanguage={(code) => void switchLocale(code)} />
  );
}
