import { useEffect, useState } from 'react';
import { bankLinkStorage } from '../integrations/bankLink/bankLinkStorage';
import { oauthReturn } from '../integrations/bankLink/oauthReturn';
import type { ScreenProps } from './ScreenProps';
import { Loader } from '../ui/Loader';

const isWebAddress = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

// The root address: a visitor without a payment link goes to the public marketing site (content/en/site.yaml);
// a borrower coming back from their bank (?oauth_state_id=...) has the full address saved first, and the shell
// follows the flow's load transition to the bank-link OAuth screen. The wait text is root.md's own body.
export default function MarketingRedirect(props: ScreenProps) {
  const { site } = props;
  const [oauth] = useState(() => oauthReturn.saveIfPresent(window.location.href, bankLinkStorage.local));
  useEffect(() => {
    if (!oauth && isWebAddress(site.marketingSiteUrl)) window.location.replace(site.marketingSiteUrl);
  }, [oauth, site.marketingSiteUrl]);
  return oauth ? <Loader text={site.loading.default} /> : null;
}
