// The shared pieces of copy in content/<locale>/site.yaml: names, contacts and small texts that appear on many
// screens, kept in one place so a change of bank or address is one edit.
export interface SiteCopy {
  supportEmail: string;
  /** Support's phone number, as the borrower dials it (copy makes it tappable with the tel pipe). */
  supportPhone: string;
  lenderName: string;
  servicerName: string;
  providerName: string;
  marketingSiteUrl: string;
  /** Each locale's name in its own language ('en': 'English', 'es-US': 'Español'): the language switch's words. */
  languages: Record<string, string>;
  /** The language switch's name for screen readers, in this locale ('Language'). */
  languageSwitch: string;
  /** The footer sentence; may use {lenderName} and {servicerName}. */
  footer: string;
  /** Waiting texts; a flow handler's `wait:` names one, shown with its `<name>Hint` line when there is one. */
  loading: { default: string; checkingOptions: string; checkingOptionsHint: string };
  header: { back: string; close: string };
  /** A bad network: the line while offline, the line once back, and the Try again under a network message. */
  network: { offline: string; online: string; tryAgain: string };
  /** The banner above every screen: the lender line, the merchant line ({merchantName}), an optional logo path. */
  banner: { lender: string; merchant: string; logo?: string };
  /** The offer text bullets; one may use {settlementDelay} (days). */
  offerBullets: string[];
  creditBureau: { name: string; website: string; phone: string };
  plan: { interestFree: string; selected: string; aprSuffix: string; months: string };
}
