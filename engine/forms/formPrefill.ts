import type { InquiryRequirements } from '../inquiries/resolveInquiries';

// What a form starts with from the server: the data-inquiry list's prefilled values, and the phone from the first
// place that has one (the borrower's own, the merchant's, the application's mobile number). One place, so the app's
// form (src/forms/ScreenForm.tsx) and the boot's painted one (src/firstPaint/paintForm.ts) agree on what is filled.
export function formPrefill(req: Pick<InquiryRequirements, 'prefilled'>, source: { mobileNumber?: string | null | undefined } | null): Record<string, string> {
  const phone = req.prefilled.phone ?? req.prefilled.merchantProvidedPhone ?? source?.mobileNumber ?? undefined;
  return { ...req.prefilled, ...(phone ? { phone } : {}) };
}
