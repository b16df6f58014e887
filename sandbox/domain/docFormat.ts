// How numbers, dates and placeholders read in the sandbox's legal documents (US English, as on the disclosure).

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Why: one formatting of money, rates and dates across every PDF, so the disclosure reads like the offer screen. */
export const docFormat = {
  /** 1234.5 -> "$1,234.50". */
  money: (dollars: number): string => money.format(dollars),
  /** 14.99 -> "14.99%", 0 -> "0.00%" (the disclosure states the APR to 2 decimals). */
  percent: (rate: number): string => `${rate.toFixed(2)}%`,
  /** A moment -> its UTC calendar day as MM/DD/YYYY (due dates are UTC days). */
  date: (when: Date | number): string => {
    const d = new Date(when);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
  },
  /** Fills {name} placeholders; a placeholder with no value is an error naming it and the template. */
  fill: (template: string, values: Record<string, string | number>): string =>
    template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`documentTexts: no value for {${name}} in "${template}"`);
      return String(value);
    }),
};
