// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionDeps } from '../../../../engine/actions/ActionTypes';
import { err } from '../../../../engine/Result';
import { AddressAutocompleteInput } from '../../../../src/integrations/addressAutocomplete/AddressAutocompleteInput';
import { resetSuggestionsMissing } from '../../../../src/integrations/addressAutocomplete/addressSuggestionsOn';
import { suggestionCache } from '../../../../src/integrations/addressAutocomplete/suggestionCache';
import { fakeDeps, type Responder } from '../../../support/fakeDeps';
import { autocompleteService } from './sampleSuggestions';

// Address suggestions come from an endpoint the host provides (schemas/api/openapi.yaml autocompleteAddress). A host
// without one: the address typed by hand is the answer, no empty list shows, nothing is logged, and the field does
// not keep asking.
function Field({ deps, typed }: { deps: ActionDeps; typed: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <span id="street-label">Home address</span>
      <AddressAutocompleteInput id="street" value={value} onChange={(text) => { setValue(text); typed(text); }} onSelect={vi.fn()} deps={deps}
        labelledBy="street-label" announce={(n) => `${n} addresses found`} />
    </>
  );
}

const field = () => document.getElementById('street') as HTMLInputElement;
async function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  await act(async () => { await vi.advanceTimersByTimeAsync(400); });
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  suggestionCache.clear();
  resetSuggestionsMissing();
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  consoleError.mockRestore();
});

describe('the address field without the host\'s suggestions endpoint', () => {
  it.each([
    ['answers 404 (the lender API has no such path)', (() => err({ kind: 'general', status: 404 })) as Responder],
    ['answers its own page instead of JSON (a static host\'s fallback)', (() => err({ kind: 'malformed', status: 200 })) as Responder],
  ])('a host that %s: typed text kept, no list, no console error, asked once', async (_what, respond) => {
    const { deps, calls } = fakeDeps(respond);
    const typed = vi.fn();
    render(<Field deps={deps} typed={typed} />);
    await type('12 Main');
    await type('12 Main Street');
    expect(field().value).toBe('12 Main Street');
    expect(typed).toHaveBeenLastCalledWith('12 Main Street');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByText(/addresses found/)).toBeNull();
    expect(calls.filter((c) => c.path === 'autocomplete')).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a build with VITE_ADDRESS_SUGGESTIONS=off: a plain text box that asks nothing and lets the browser fill the street', async () => {
    vi.stubEnv('VITE_ADDRESS_SUGGESTIONS', 'off');
    const { deps, calls } = fakeDeps(autocompleteService);
    render(<Field deps={deps} typed={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(field().getAttribute('autocomplete')).toBe('address-line1');
    await type('100 Main');
    expect(field().value).toBe('100 Main');
    expect(calls).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a quota failure (402) is not a missing endpoint: the next text is asked again', async () => {
    const { deps, calls } = fakeDeps(() => err({ kind: 'general', status: 402 }));
    render(<Field deps={deps} typed={vi.fn()} />);
    await type('12 Main');
    await type('12 Main Street');
    expect(calls.filter((c) => c.path === 'autocomplete')).toHaveLength(2);
    expect(screen.queryByRole('option')).toBeNull();
  });
});
