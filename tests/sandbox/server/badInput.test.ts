import { describe, expect, it } from 'vitest';
import { borrower, makeHarness } from './sandboxHarness';

describe('sandbox bad input', () => {
  it('answers each bad request with a clear JSON error, keeps serving, and loses nothing already stored', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { firstName: 'Ada', lastName: 'Lovelace' } });
    const url = `/api/loanapplications/${id}`;

    const malformed = await h.call('PATCH', url, { token, raw: '{"firstName": "Eve",' });
    expect([malformed.status, malformed.body.error.message]).toEqual([400, 'Malformed JSON: the request body is not valid JSON']);
    const unknown = await h.call('PATCH', url, { token, body: { firstName: 'Eve', favouriteColour: 'red' } });
    expect([unknown.status, unknown.body.errorMessage]).toEqual([400, "Unknown field 'favouriteColour'"]);
    const wrongType = await h.call('PATCH', url, { token, body: { firstName: 42 } });
    expect([wrongType.status, wrongType.body.errorMessage]).toEqual([400, "Invalid field 'firstName': must be string"]);
    const notObject = await h.call('PATCH', url, { token, raw: '[1,2]' });
    expect(notObject.status).toBe(400);
    const huge = await h.call('PATCH', url, { token, body: { firstName: 'x'.repeat(110 * 1024) } });
    expect([huge.status, huge.body.errorMessage]).toEqual([413, 'Request body is too large (limit 100 KB)']);
    const badZipFormat = await h.call('PATCH', url, { token, body: { zip: '123' } });
    expect(badZipFormat.body.errorMessage).toMatch(/^Invalid zip/);
    const unknownZip = await h.call('PATCH', url, { token, body: { zip: '00000' } });
    expect(unknownZip.body.errorMessage).toMatch(/^Invalid zip/);
    const badState = await h.call('PATCH', url, { token, body: { stateCode: 'ZZ' } });
    expect(badState.body.errorMessage).toMatch(/^Invalid state/);
    const text = await h.call('PATCH', url, { token, raw: 'firstName=Eve', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const noRoute = await h.call('GET', '/api/nothing-here');
    expect(noRoute.status).toBe(404);
    expect(noRoute.body.error.message).toContain('Not found');

    const still = await h.call('GET', url, { token });
    expect(still.body).toMatchObject({ status: 'PENDING', firstName: 'Ada', lastName: 'Lovelace' });
    const rolledBack = await h.call('PATCH', url, { token, body: { ...borrower(), zip: '00000' } });
    expect(rolledBack.status).toBe(400);
    expect((await h.call('GET', url, { token })).body.email).toBeNull();
    await h.app.close();
  });
});
