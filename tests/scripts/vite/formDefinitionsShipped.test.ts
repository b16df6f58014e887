import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTHORING_KEYS } from '../../../engine/forms/resolveFormSchema';
import { FORMS_DIR } from '../../../scripts/lib/formValidators';
import { usedFormDefinitions } from '../../../scripts/vite/formDefinitions';

// The definitions the app's code carries (virtual:form-definitions): their rules and messages, never what a
// definition says to its authors only (the form editor's UI settings, a replay's example answers), which would only
// weigh on the first screen's download.
describe('the shared definitions the app ships', () => {
  it('keeps each used definition\'s rules and messages and leaves out x-ui and examples', () => {
    const shipped = usedFormDefinitions();
    expect(Object.keys(shipped)).toContain('definitions/email.json');
    const file = JSON.parse(readFileSync(join(FORMS_DIR, 'definitions/email.json'), 'utf8')) as Record<string, unknown>;
    // The file itself says them (else this test proves nothing).
    for (const key of AUTHORING_KEYS) expect(file).toHaveProperty(key);
    for (const [ref, definition] of Object.entries(shipped)) {
      for (const key of AUTHORING_KEYS) expect(definition, `${ref} ${key}`).not.toHaveProperty(key);
    }
    const { 'x-ui': _ui, examples: _examples, ...rules } = file;
    expect(shipped['definitions/email.json']).toEqual(rules);
  });
});
