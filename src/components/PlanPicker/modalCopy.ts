import type { ScreenCopy } from '../../../engine/content/ScreenCopy';
import { catalog } from '../../content/catalog';

const EMPTY: ScreenCopy = { title: '', documentTitle: '', buttons: {}, labels: {}, variants: {}, body: '' };

/** Why: modals whose body is drawn by a component (plan details, the disclosure viewer) still take their words from content/en/modals. */
export function modalCopy(id: string): ScreenCopy {
  return catalog.modals[id] ?? EMPTY;
}
