// The form chunk, each form's validators and the field functions' libraries are downloaded after a screen's first
// paint in the browser (src/forms/lazyScreenForm.tsx, src/forms/validatorChunks.ts, engine/fields/FieldLibrary.ts);
// tests load them first, so a form screen draws its form in its first render as it does once they are in.
import { formatterLibraries } from '../../engine/fields/libraries';
import { formRegistry } from '../../src/forms/formRegistry';
import { loadScreenForm } from '../../src/forms/lazyScreenForm';
import { loadFormValidators } from '../../src/forms/validatorChunks';

await Promise.all([
  loadScreenForm(),
  ...Object.keys(formRegistry).map((id) => loadFormValidators(id)),
  ...Object.values(formatterLibraries).map((library) => library?.load()),
]);
