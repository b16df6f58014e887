import { describe, expect, it } from 'vitest';
import { bankLinkScript } from '../../../../src/integrations/bankLink/bankLinkScript';

describe('bankLinkScript', () => {
  it('loads the sandbox stand-in from our own origin by default and for "sandbox"', () => {
    const standin = { kind: 'url', src: 'https://app.example.test/standins/plaid/link-initialize.js' };
    expect(bankLinkScript(undefined, 'https://app.example.test')).toEqual(standin);
    expect(bankLinkScript('', 'https://app.example.test')).toEqual(standin);
    expect(bankLinkScript('sandbox', 'https://app.example.test')).toEqual(standin);
  });

  it("leaves Plaid's CDN to react-plaid-link for 'plaid', and loads any other address as given", () => {
    expect(bankLinkScript('plaid', 'https://app.example.test')).toEqual({ kind: 'plaid' });
    expect(bankLinkScript('https://mirror.example.test/link.js', 'https://app.example.test')).toEqual({ kind: 'url', src: 'https://mirror.example.test/link.js' });
  });
});
