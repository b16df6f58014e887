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
  /** The footer sentence; may use {lenderName} and {servicerName}. */
  footer: string;
  loading: { default: string; checkingOptions: string };
  header: { back: string; close: string };
  /** The offer text bullets; one may use {settlementDelay} (days). */
  offerBullets: string[];
  creditBureau: { name: string; website: string; phone: string };
  plan: { interestFree: string; selected: string; aprSuffix: string; months: string };
}
