import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import formats from 'virtual:form-formats';
import { formFormats } from '../../../scripts/vite/formDefinitions';

describe("virtual:form-formats (each form's ui:format names, for its libraries to be asked for with it)", () => {
  it('names the phone form\'s phone format from schemas/forms, and lists no form that formats nothing', () => {
    expect(formats.phone).toEqual(['phone']);
    expect(formats.pin).toBeUndefined();
    expect(formFormats()).toEqual(formats);
  });

  it('reads each name once per form, and passes over a UI schema that is not JSON (the checker names it)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'form-formats-'));
    writeFileSync(join(dir, 'a.ui.json'), JSON.stringify({ home: { 'ui:format': 'phone' }, work: { 'ui:format': 'phone' }, zip: { 'ui:format': 'zip' }, 'ui:order': ['home'] }));
    writeFileSync(join(dir, 'b.ui.json'), '{ not json');
    expect(formFormats(dir)).toEqual({ a: ['phone', 'zip'] });
  });
});
