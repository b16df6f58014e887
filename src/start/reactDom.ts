// React's DOM renderer, run with errors made without a stack (src/start/stacklessErrors.ts says why), then the real Error
// constructor back. The order of these imports is the order they run in: keep it.
import './stacklessErrors';
import { createRoot } from 'react-dom/client';
import { restoreErrors } from './stacklessErrors';

restoreErrors();

export { createRoot };
export type { Root } from 'react-dom/client';
