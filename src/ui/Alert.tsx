import type { ReactNode } from 'react';

/** An on-page error: a red box that screen readers announce as soon as it appears. */
export function Alert({ children, id }: { children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <div className="alert" role="alert" id={id}>
      {children}
    </div>
  );
}
