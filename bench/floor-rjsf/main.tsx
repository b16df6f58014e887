// The rjsf floor of `npm run bench:web`: the bare floor with its two-field form drawn by @rjsf/core and checked by a
// validator precompiled at build time (scripts/lib/formValidators.ts, as the app's forms are; no eval under the
// CSP), the way src/forms/SchemaForm.tsx uses them. The weight a forms library adds, measured on its own.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import validators from 'virtual:floor-validators';
import { FloorPage } from '../shared/FloorPage';
import '../shared/floor.css';
import schema from './form.schema.json';

const validator = createPrecompiledValidator(validators as never, schema as RJSFSchema);

function RjsfForm() {
  return <Form schema={schema as RJSFSchema} validator={validator} onSubmit={() => undefined} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <FloorPage form={() => <RjsfForm />} />
  </StrictMode>,
);
