import { describe, expect, it, vi } from 'vitest';
import { ChunkError } from '../../../engine/runtime/ChunkError';
import { createValidatorChunks, validatorChunks } from '../../../src/forms/validatorChunks';
import { formRegistry } from '../../../src/forms/formRegistry';

const validators = { 'https://x/form.json': (() => true) as never };

describe("each form's validators, a chunk of their own (issue 24)", () => {
  it('downloads a form once, however often it is asked for, and is ready only once it is in', async () => {
    const download = vi.fn(async () => validators);
    const chunks = createValidatorChunks({ entry: download });
    expect(chunks.ready('entry')).toBe(false);
    expect(chunks.of('entry')).toBeUndefined();
    const first = chunks.pending('entry');
    expect(chunks.pending('entry')).toBe(first);
    await expect(chunks.load('entry')).resolves.toBe(validators);
    expect(chunks.ready('entry')).toBe(true);
    expect(chunks.of('entry')).toBe(validators);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('names a failed download as the form code not downloaded, and downloads it again when asked after', async () => {
    const download = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(validators);
    const chunks = createValidatorChunks({ entry: download });
    await expect(chunks.load('entry')).rejects.toBeInstanceOf(ChunkError);
    expect(chunks.ready('entry')).toBe(false);
    await expect(chunks.load('entry')).resolves.toBe(validators);
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('has nothing to wait for on a form the build made no validators for (its config problem says so)', async () => {
    const chunks = createValidatorChunks({});
    expect(chunks.ready('scratch')).toBe(true);
    await expect(chunks.load('scratch')).resolves.toBeUndefined();
  });

  it('asks for every other form once, when told to, one form a task (each ask costs the page a request)', async () => {
    const a = vi.fn(async () => validators);
    const b = vi.fn(async () => validators);
    const c = vi.fn(async () => validators);
    const chunks = createValidatorChunks({ a, b, c });
    chunks.loadAll();
    chunks.loadAll();
    expect([a, b, c].map((download) => download.mock.calls.length)).toEqual([1, 0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(b).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([a, b, c].map((download) => download.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it("has a chunk for every form of schemas/forms, each holding the validator of its form's schema", async () => {
    for (const [id, def] of Object.entries(formRegistry)) {
      const loaded = await validatorChunks.load(id);
      expect(Object.keys(loaded ?? {}), id).toContain(def.rootKey);
      expect(def.validators[def.rootKey], id).toBeTypeOf('function');
    }
  });
});
