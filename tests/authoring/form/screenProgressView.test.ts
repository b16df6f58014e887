import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import { cleanUp, scratchProject } from './scratchProject';

// The progress bars around a screen, given with its view for "Add a screen after this one" to start between them
// (issue 46; the panel's side: screenProgress.test.ts).
let dir = '';
beforeAll(() => {
  dir = scratchProject();
});
afterAll(() => cleanUp(dir));

describe('the progress bar of a screen added after another', () => {
  it('is given with the view: the screen\'s own and the least above it among the screens its way on leads to', async () => {
    const flows = loadFlows(dir).flows;
    const progress = (journey: 'borrower' | 'prequal', id: string) => flows[journey]!.screens[id]!.progress;
    const store = formEditStore(dir);
    const plans = await store.describe('choose_plan');
    // The plans lead to the offer lock (as far along), the bank link, or where the status leads.
    expect(plans.ok && plans.form.progress).toEqual({ here: progress('borrower', 'choose_plan'), next: progress('borrower', 'link_bank') });
    // The address leads where the status leads: the offers are the next step on.
    const address = await store.describe('prequal_address');
    expect(address.ok && address.form.progress).toEqual({ here: progress('prequal', 'prequal_address'), next: progress('prequal', 'prequal_offers') });
  });


  it('is not given for a screen whose progress depends on the borrower (the application\'s first screen)', async () => {
    const entry = await formEditStore(dir).describe('entry');
    expect(entry.ok && entry.form.progress).toBeUndefined();
  });
});
