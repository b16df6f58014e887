import type { ScreenCopy } from './ScreenCopy';

// A screen shows one wording at a time: this lays the named variant over the base so the renderer never has to
// know which texts a variant changed. An unknown or absent variant name gives the base (the flow checker reports
// unknown names; a borrower still sees a sensible screen).
export function resolveVariant(copy: ScreenCopy, variantName?: string): ScreenCopy {
  const variant = variantName === undefined ? undefined : copy.variants[variantName];
  if (variant === undefined) return copy;
  const subtitle = variant.subtitle ?? copy.subtitle;
  return {
    title: variant.title ?? copy.title,
    documentTitle: variant.documentTitle ?? copy.documentTitle,
    ...(subtitle === undefined ? {} : { subtitle }),
    buttons: { ...copy.buttons, ...variant.buttons },
    labels: { ...copy.labels, ...variant.labels },
    variants: copy.variants,
    body: variant.body ?? copy.body,
  };
}
