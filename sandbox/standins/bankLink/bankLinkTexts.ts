import { randomUUID } from 'node:crypto';

// What the bank-link stand-in's dialog says, in each language the lender can ask for (the contract's
// LinkTokenRequest.language). These stand for Plaid's own screens, so they live with the stand-in, not in
// content/: the app's copy never names them. link-initialize.js receives this table and picks by the link token.
export const BANK_LINK_TEXTS = {
  en: {
    heading: 'Link your bank (sandbox)',
    description: 'Sandbox bank link: no real bank is contacted.',
    chooseBank: 'Choose your bank',
    link: 'Link account',
    fail: 'Fail with error',
    cancel: 'Cancel',
  },
  es: {
    heading: 'Vincule su banco (entorno de prueba)',
    description: 'Vinculación bancaria de prueba: no se contacta a ningún banco real.',
    chooseBank: 'Elija su banco',
    link: 'Vincular cuenta',
    fail: 'Simular un error',
    cancel: 'Cancelar',
  },
} as const;

export type BankLinkTextLanguage = keyof typeof BANK_LINK_TEXTS;

// Plaid fixes Link's language when the lender creates the token and Link reads it back from Plaid; the stand-in has
// no such lookup, so its tokens carry the language in their text: link-sandbox-<language>-<uuid> (link-initialize.js
// reads it back; a token without one shows English).
export function createLinkToken(language: BankLinkTextLanguage): string {
  return `link-sandbox-${language}-${randomUUID()}`;
}

