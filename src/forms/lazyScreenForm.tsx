import { lazy } from 'react';

// The form library (@rjsf/core, our theme, every form's schema and precompiled validators) is its own chunk: a
// screen paints its heading and copy first and draws the form once that chunk is in (ScreenRenderer asks for it
// right after that first paint). Once loaded, forms draw at once: the lazy component then resolves synchronously,
// so later screens never blink.
type FormModule = typeof import('./ScreenForm');
let loaded: FormModule | null = null;
let loading: Promise<FormModule> | null = null;

/** Downloads the form chunk (once; a failed download may be tried again). */
export function loadScreenForm(): Promise<FormModule> {
  loading ??= import('./ScreenForm').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the form chunk is in (a form screen then draws its form in the same render as its copy). */
export const screenFormLoaded = (): boolean => loaded !== null;

// A thenable that answers at once: React.lazy then has the component without suspending.
const resolved = <T,>(value: T) => ({ then: (ok: (v: T) => void) => ok(value) }) as unknown as Promise<T>;

export const LazyScreenForm = lazy(() => (loaded ? resolved({ default: loaded.ScreenForm }) : loadScreenForm().then((m) => ({ default: m.ScreenForm }))));
