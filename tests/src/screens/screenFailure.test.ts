import { describe, expect, it } from 'vitest';
import { ChunkError } from '../../../engine/runtime/ChunkError';
import { ScreenConfigError } from '../../../engine/forms/ScreenConfigError';
import { screenFailure } from '../../../src/screens/screenFailure';

describe('screenFailure: why a form or component could not be drawn, by the error', () => {
  it('a form chunk that did not download, or a component chunk the browser could not fetch, is a download failure', () => {
    expect(screenFailure(new ChunkError(new TypeError('Failed to fetch')))).toEqual({ cause: 'download' });
    expect(screenFailure(new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/BankLink-abc.js'))).toEqual({ cause: 'download' });
    expect(screenFailure(new TypeError('Importing a module script failed.'))).toEqual({ cause: 'download' });
    expect(screenFailure(new TypeError('error loading dynamically imported module: https://x.test/assets/a.js'))).toEqual({ cause: 'download' });
  });

  it('our own config error carries its problem', () => {
    const problem = { cause: 'unknownWidget', file: 'schemas/forms/entry.ui.json', detail: 'widget "x" of field "zip" is not a widget' } as const;
    expect(screenFailure(new ScreenConfigError(problem))).toEqual({ cause: 'config', problem });
  });

  it("rjsf's own unknown-widget error is a config problem of the form's UI schema, without the schema's JSON", () => {
    const error = new Error(`No widget 'spinner' for type 'string' in schema: {"type":"string"}`);
    expect(screenFailure(error, { form: 'entry' })).toEqual({
      cause: 'config', problem: { cause: 'unknownWidget', file: 'schemas/forms/entry.ui.json', detail: "No widget 'spinner' for type 'string'" },
    });
  });

  it('a registered component with no file is a config problem; anything else is a crash, never a network failure', () => {
    expect(screenFailure(new Error('src/components/PlanPicker.tsx does not exist (component "PlanPicker" is named by a flow)'))).toMatchObject({ cause: 'config', problem: { cause: 'unknownComponent' } });
    expect(screenFailure(new TypeError("Cannot read properties of undefined (reading 'amount')"))).toEqual({ cause: 'crash', name: 'TypeError', message: "Cannot read properties of undefined (reading 'amount')" });
  });
});
