import { describe, expect, it } from 'vitest';
import { redactPath } from '../../../engine/api/redactPath';

describe('redactPath', () => {
  it.each([
    ['/loanapplications/3f2a9c1e-0000-4000-8000-000000000000/offers/o-17', '/loanapplications/:id/offers/:id'],
    ['/loanapplications/Xy7TokenAbc?initToken=Xy7TokenAbc', '/loanapplications/:id'],
    ['/loanapplications/L1/persona-inquiries?mostRecentActive=true', '/loanapplications/:id/persona-inquiries'],
    ['jobs/job-7', 'jobs/:id'],
    ['/zip', '/zip'],
    ['/borrowerlinktoken', '/borrowerlinktoken'],
  ])('%s -> %s', (path, expected) => {
    expect(redactPath(path)).toBe(expected);
  });
});
