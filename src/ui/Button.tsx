import type { ButtonHTMLAttributes } from 'react';

export type ButtonKind = 'primary' | 'secondary' | 'link';

/** The one button: three looks, at least 44 px tall (touch), busy state announced. */
export function Button({ kind = 'primary', busy = false, className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { kind?: ButtonKind; busy?: boolean }) {
  return <button type="button" {...rest} aria-busy={busy || undefined} className={`btn btn-${kind} ${className}`.trim()} />;
}
