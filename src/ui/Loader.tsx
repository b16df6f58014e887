/** Loading text ('Wait a moment please...'), or the animated 'We're checking your options' while a job runs. */
export function Loader({ text, animated = false }: { text: string; animated?: boolean }) {
  return (
    <div className={`loader${animated ? ' loader-animated' : ''}`} role="status" aria-live="polite">
      {animated && <span className="loader-dots" aria-hidden="true" />}
      <span>{text}</span>
    </div>
  );
}
