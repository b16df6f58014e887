import { useContext } from 'react';
import type { Runtime } from './Runtime';
import { RuntimeContext } from './RuntimeContext';

// Screens, forms and the router read the runtime from here.
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime: no RuntimeContext provider above this component');
  return runtime;
}
