// The form chunk is downloaded after a screen's first paint in the browser (src/forms/lazyScreenForm.tsx); tests
// load it first, so a form screen draws its form in its first render as it does once the chunk is in.
import { loadScreenForm } from '../../src/forms/lazyScreenForm';

await loadScreenForm();
