// WCAG 2.2's contrast ratio (relative luminance, https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) of colours as a
// browser computes them ('rgb(117, 128, 141)', 'rgba(...)').

/** The rgb colours in a computed value, in order ('rgb(255, 191, 71) 0px 0px 0px 3px, ...' has two). */
export function colorsIn(value: string): [number, number, number][] {
  return [...value.matchAll(/rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
}

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: [number, number, number]): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
