import type { LinkTokenRequest } from '../generated/contractTypes';

// The borrower's locale as each third party spells it, so the widgets they draw over our pages speak the same
// language as the screens. Each provider has its own list of codes; a locale they do not have gets English.

export type BankLinkLanguage = NonNullable<LinkTokenRequest['language']>;

const language = (locale: string): string => locale.split('-')[0]!.toLowerCase();

/** The bank-link widget's language, fixed when the lender creates the link token (Plaid's codes: en, es...). */
export function bankLinkLanguage(locale: string): BankLinkLanguage {
  return language(locale) === 'es' ? 'es' : 'en';
}

/**
 * The identity flow's language (Persona's codes: en-US, es-MX...). Persona has one Spanish, es-MX, the Latin
 * American Spanish most US Spanish speakers read.
 */
export function identityLanguage(locale: string): 'en-US' | 'es-MX' {
  return language(locale) === 'es' ? 'es-MX' : 'en-US';
}
