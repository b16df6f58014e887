// One small picture per plan length (3, 6, 12, 24, 36 and 60 months): a ring filled in proportion to five years,
// so a longer plan looks longer at a glance. Decorative only: the months are written next to it.
const KNOWN_TERMS = [3, 6, 12, 24, 36, 60] as const;
const LONGEST = 60;
const R = 15;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** Why: plans are easier to tell apart with a picture; screen readers skip it (the text says the same). */
export function PlanIcon({ months }: { months: number }) {
  const known = (KNOWN_TERMS as readonly number[]).includes(months);
  const share = known ? months / LONGEST : 0;
  return (
    <svg className={`plan-icon plan-icon-${known ? months : 'other'}`} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r={R} fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="6" />
      {known && (
        <circle
          cx="20" cy="20" r={R} fill="none" stroke="currentColor" strokeWidth="6"
          strokeDasharray={`${(share * CIRCUMFERENCE).toFixed(2)} ${CIRCUMFERENCE.toFixed(2)}`}
          transform="rotate(-90 20 20)"
        />
      )}
    </svg>
  );
}
