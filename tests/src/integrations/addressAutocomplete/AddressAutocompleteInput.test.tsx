// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionDeps } from '../../../../engine/actions/ActionTypes';
import type { AddressSuggestion } from '../../../../engine/queries/queries';
import { AddressAutocompleteInput } from '../../../../src/integrations/addressAutocomplete/AddressAutocompleteInput';
import { suggestionCache } from '../../../../src/integrations/addressAutocomplete/suggestionCache';
import { ok } from '../../../../engine/Result';
import { fakeDeps } from '../../../support/fakeDeps';
import { autocompleteService } from './sampleSuggestions';

function Field({ deps, onSelect, invalid = false }: { deps: ActionDeps; onSelect: (s: AddressSuggestion) => void; invalid?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <span id="street-label">Street address</span>
      <span id="street-hint">Start typing</span>
      <AddressAutocompleteInput id="street" value={value} onChange={setValue} onSelect={onSelect} deps={deps}
        labelledBy="street-label" describedBy="street-hint" invalid={invalid} errorMessage="Please enter a valid address" />
    </>
  );
}

async function typeAndWait(text: string) {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
  await act(async () => { await vi.advanceTimersByTimeAsync(400); });
}

beforeEach(() => {
  vi.useFakeTimers();
  suggestionCache.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AddressAutocompleteInput', () => {
  it('is a labelled combobox that controls a listbox and opens when suggestions arrive', async () => {
    const { deps } = fakeDeps(autocompleteService);
    render(<Field deps={deps} onSelect={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Street address' });
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBe('street-hint');

    await typeAndWait('100 Main');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Street address' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(7);
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('100 Main St Apt 4, Springfield, IL 62701');
  });

  it('moves through the options with the arrow keys (aria-activedescendant) and chooses one with Enter', async () => {
    const { deps } = fakeDeps(autocompleteService);
    const onSelect = vi.fn();
    render(<Field deps={deps} onSelect={onSelect} />);
    await typeAndWait('100 Main');
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ street_line: '101 Main St', secondary: null, city: 'Springfield', state: 'IL', zipcode: '62701' });
    expect((input as HTMLInputElement).value).toBe('101 Main St');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes with Escape without choosing, and chooses by click', async () => {
    const { deps } = fakeDeps(autocompleteService);
    const onSelect = vi.fn();
    render(<Field deps={deps} onSelect={onSelect} />);
    await typeAndWait('100 Main');
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getAllByRole('option')[2] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ street_line: '102 Main St' }));
  });

  it('stays closed when the service has no suggestions (402 quota)', async () => {
    const { deps } = fakeDeps(autocompleteService);
    render(<Field deps={deps} onSelect={vi.fn()} />);
    await typeAndWait('quota');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it("ties 'Please enter a valid address' to the input when invalid", () => {
    const { deps } = fakeDeps(autocompleteService);
    render(<Field deps={deps} onSelect={vi.fn()} invalid />);
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('street-hint street-error');
    expect(document.getElementById('street-error')?.textContent).toBe('Please enter a valid address');
  });
  it('marks the list busy while the newer text is looked up, and starts the highlight again when its answer replaces the list', async () => {
    // Each search answered with addresses of its own: the street is the text searched.
    const { deps } = fakeDeps((call) => {
      const search = String((call.searchParams as { search?: string } | undefined)?.search);
      return ok({ suggestions: [0, 1, 2].map((i) => ({ street_line: `${search} ${i}`, secondary: null, city: 'Springfield', state: 'IL', zipcode: '62701' })) });
    });
    const onSelect = vi.fn();
    render(<Field deps={deps} onSelect={onSelect} />);
    await typeAndWait('50');
    const input = screen.getByRole('combobox');
    const listbox = screen.getByRole('listbox');
    expect(listbox.getAttribute('aria-busy')).toBeNull();

    fireEvent.change(input, { target: { value: '501' } });
    // The list for '50' still shows, and says it is being replaced.
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('50 0');
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)?.textContent).toContain('50 1');

    await act(async () => { await vi.advanceTimersByTimeAsync(400); });
    expect(listbox.getAttribute('aria-busy')).toBeNull();
    expect(screen.getAllByRole('option')[1]?.textContent).toContain('501 1');
    // Not moved silently onto '501 1': nothing is highlighted, and Enter takes nothing.
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ street_line: '501 0' }));
  });
});
