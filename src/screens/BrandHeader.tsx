import type { SiteCopy } from '../../engine/content/SiteCopy';
import { plainText } from '../ui/plainText';

export interface BrandHeaderProps {
  /** site.yaml `banner`: the lender line, the merchant line and an optional logo path. */
  banner: SiteCopy['banner'];
  /** Copy values ({lenderName}, {merchantName}); no merchantName, no merchant line. */
  values: Record<string, unknown>;
  /** The other languages, each named in its own language; none, no switch. */
  languages?: { code: string; name: string }[];
  /** The switch's name for screen readers, in the page's language. */
  languagesLabel?: string;
  onLanguage?: (code: string) => void;
}

// The banner landmark above every screen: who lends (always) and, on a merchant's link, who is being paid, so the
// borrower knows whose page this is before reading it; and the language switch (each language named in itself,
// marked with its lang so a screen reader says it right; pressed, it keeps the focus). Focus still lands on each screen's heading; its height
// is fixed (app.css) and the merchant line keeps its place while empty, so the name arriving with the application
// moves nothing. The logo is decoration beside names that are already text.
export function BrandHeader({ banner, values, languages = [], languagesLabel, onLanguage }: BrandHeaderProps) {
  const merchant = values.merchantName ? plainText(banner.merchant, values) : '';
  return (
    <header className="banner">
      <div className="banner-names">
        <p className="banner-lender">{plainText(banner.lender, values)}</p>
        <p className="banner-merchant">{merchant}</p>
      </div>
      {banner.logo ? <img className="banner-logo" src={banner.logo} alt="" width={96} height={32} /> : null}
      {languages.length > 0 && onLanguage ? (
        <nav className="banner-languages" aria-label={languagesLabel}>
          {/* Keyed by place, not by language: the button pressed stays the same button with the new language's words
              (Español becomes English), so the focus stays on it (WCAG 2.4.3, 3.2). */}
          {languages.map(({ code, name }, place) => (
            <button key={place} type="button" className="banner-language" lang={code} onClick={() => onLanguage(code)}>{name}</button>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
