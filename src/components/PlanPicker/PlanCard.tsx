import type { SiteCopy } from '../../../engine/content/SiteCopy';
import { formatters } from '../../../engine/fields/registry';
import { PlanIcon } from './PlanIcon';

/** What a plan card shows, whichever screen it comes from (offers, prequal offers, calculator, signing summary). */
export interface PlanFigures {
  id: string;
  months: number;
  /** Monthly payment in dollars. */
  monthly: number;
  /** APR in percent (9.9 means 9.9%). */
  apr: number;
  skipFree?: boolean;
  /** The offer's totalPayments in dollars (what the borrower pays over the plan); the card shows it when given. */
  total?: number | null;
}

interface PlanCardProps {
  plan: PlanFigures;
  site: SiteCopy;
  perMonth: string;
  /** Names the total of payments on the card (the screen's labels.totalPayments). */
  totalLabel?: string;
  selected?: boolean;
  /** Without it the card is a read-only figure (calculator, summary); with it a toggle button. */
  onSelect?: (id: string) => void;
  disabled?: boolean;
}

/** Why: the 'INTEREST FREE' badge shows at 0% APR unless the lender says to skip it for this plan. */
export const isInterestFree = (plan: Pick<PlanFigures, 'apr' | 'skipFree'>): boolean => plan.apr === 0 && !plan.skipFree;

// The plan's figures as one card: monthly payment, months, APR, the total of payments (when the offer gives it),
// the badges. A selectable card is a toggle button (aria-pressed), so a screen reader says which plan is chosen.
// While a choice is sent it is aria-disabled, not disabled: a browser drops the focus of a button switched off to
// the page's top, and the borrower who just picked a plan would Tab from there (WCAG 2.4.3).
export function PlanCard({ plan, site, perMonth, totalLabel, selected = false, onSelect, disabled = false }: PlanCardProps) {
  const total = typeof plan.total === 'number' && totalLabel ? formatters.money(plan.total) : '';
  const content = (
    <>
      <PlanIcon months={plan.months} />
      <span className="plan-figures">
        <span className="plan-amount">
          <span>{formatters.money(plan.monthly)}</span>
          <span className="plan-per">{perMonth}</span>
        </span>
        <span className="plan-term">
          {/* A space between the number and the word, so the card reads '24 months' (copied or read aloud). */}
          <span>{plan.months}</span>{' '}
          <span>{site.plan.months}</span>
        </span>
        <span className="plan-apr">{formatters.apr(plan.apr)}</span>
      </span>
      {total !== '' && (
        <span className="plan-total">
          <span>{totalLabel}</span>{' '}
          <span className="plan-total-amount">{total}</span>
        </span>
      )}
      <span className="plan-badges">
        {isInterestFree(plan) && <span className="badge">{site.plan.interestFree}</span>}
        {selected && <span className="badge badge-selected">{site.plan.selected}</span>}
      </span>
    </>
  );
  const className = `plan plan-card${selected ? ' selected' : ''}`;
  if (!onSelect) return <div className={className} data-plan-id={plan.id}>{content}</div>;
  return (
    <button type="button" id={`plan-${plan.id}`} className={className} aria-pressed={selected} aria-disabled={disabled || undefined}
      onClick={() => { if (!disabled) onSelect(plan.id); }} data-plan-id={plan.id}>
      {content}
    </button>
  );
}
