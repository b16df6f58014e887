// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markFields } from '../../../authoring/page/form/fieldErrors';
import type { FormAnswer } from '../../../authoring/shared/formTypes';

describe('a refusal under the box it is about', () => {
  it('says the same words once, when the form misses them on two screens (the list names each file)', () => {
    const row = document.createElement('div');
    row.className = 'fe-row';
    const box = document.createElement('input');
    row.append(box);
    document.body.append(row);
    const message = 'The drop-down list\'s first line has no English (en) words.';
    const answer = { ok: false, status: 422, problems: [
      { file: 'content/en/screens/job_details.md', line: 1, column: 1, message, field: 'placeholder.en' },
      { file: 'content/en/screens/prequal_job_details.md', line: 1, column: 1, message, field: 'placeholder.en' },
    ] } as FormAnswer;
    markFields(new Map([['placeholder.en', box]]), answer);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(message);
  });
});
