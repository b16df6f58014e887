import { describe, expect, it, vi } from 'vitest';
import { fieldLibrary } from '../../../engine/fields/FieldLibrary';

describe('fieldLibrary (a library a field function downloads on first need)', () => {
  it('downloads once, however often it is asked for, and is ready only once it is in', async () => {
    const take = vi.fn();
    const download = vi.fn(async () => 'module');
    const library = fieldLibrary(download, take);
    expect(library.ready()).toBe(false);
    const first = library.load();
    expect(library.load()).toBe(first);
    await first;
    expect(library.ready()).toBe(true);
    expect(take).toHaveBeenCalledWith('module');
    await library.load();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('passes a failed download on, and downloads anew when asked after it', async () => {
    const download = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('module');
    const library = fieldLibrary(download, () => undefined);
    await expect(library.load()).rejects.toThrow('Failed to fetch');
    expect(library.ready()).toBe(false);
    await library.load();
    expect(library.ready()).toBe(true);
    expect(download).toHaveBeenCalledTimes(2);
  });
});

describe('formatPhone before and after its library is in', () => {
  it('shows the digits bare until libphonenumber-js is in, then as people write them', async () => {
    vi.resetModules();
    const { formatPhone } = await import('../../../engine/fields/formatters/formatPhone');
    const { phoneLibrary } = await import('../../../engine/fields/formatters/phoneLibrary');
    expect(phoneLibrary.ready()).toBe(false);
    expect(formatPhone('5551234567')).toBe('5551234567');
    await phoneLibrary.load();
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('15551234567')).toBe('1 (555) 123-4567');
  });
});
