import { createContext } from 'react';
import type { Runtime } from './Runtime';

// The runtime the app renders with (tests provide a fake one); read it with useRuntime.
export const RuntimeContext = createContext<Runtime | null>(null);
