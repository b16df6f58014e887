import { createContext, useContext } from 'react';
import type { Runtime } from './Runtime';

export const RuntimeContext = createContext<Runtime | null>(null);

// Screens, forms and the router read the runtime from here; tests provide a fake one.
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime: no RuntimeContext provider above this component');
  return runtime;
}
