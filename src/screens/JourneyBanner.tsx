import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { catalog } from '../content/catalog';
import { atoms } from '../state/atoms';
import { BrandHeader } from './BrandHeader';
import { copyValues } from './copyValues';

// The banner of the journey in hand, drawn once above the routes so it stays put from the first paint (loading
// included) through every screen change. Its merchant is the one of the application the borrower is on: the loan
// on the borrower journey, the prequalification on the prequal one; the calculator, legal pages and errors opened
// with neither show the lender alone.
export function JourneyBanner() {
  const journey = useAtomValue(atoms.journey);
  const loan = useAtomValue(atoms.loan);
  const prequal = useAtomValue(atoms.prequal);
  const values = useMemo(
    () => copyValues(catalog.site, journey === 'borrower' ? loan : null, journey === 'prequal' ? prequal : null),
    [journey, loan, prequal],
  );
  return <BrandHeader banner={catalog.site.banner} values={values} />;
}
