// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionDeps } from '../../../../engine/actions/ActionTypes';
import { suggestionCache } from '../../../../src/integrations/addressAutocomplete/suggestionCache';
import { useAddressSuggestions } from '../../../../src/integrations/addressAutocomplete/useAddressSuggestions';
import { fakeDeps } from '../../../support/fakeDeps';
import { autocompleteService } from './sampleSuggestions';

function Probe({ deps, text }: { deps: ActionDeps; text: string }) {
  const { suggestions, loading } = useAddressSuggestions(deps, text);
  return <output data-loading={String(loading)}>{suggestions.map((s) => s.street_line).join('|')}</output>;
}
const shown = () => screen.getByRole('status').textContent?.split('|').filter(Boolean) ?? [];

beforeEach(() => {
  vi.useFakeTimers();
  suggestionCache.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAddressSuggestions', () => {
  it('asks once, 400 ms after typing stops, for 7 suggestions of the text', async () => {
    const { deps, calls } = fakeDeps(autocompleteService);
    const view = render(<Probe deps={deps} text="10" />);
    await act(async () => { await vi.advanceTimersByTimeAsync(300); });
    view.rerender(<Probe deps={deps} text="100 Ma" />);
    await act(async () => { await vi.advanceTimersByTimeAsync(399); });
    expect(calls).toHaveLength(0);
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(calls).toEqual([{ method: 'GET', path: 'autocomplete', searchParams: { search: '100 Ma', max_results: 7 } }]);
    expect(shown()).toHaveLength(7);
  });

  it('asks only once per text: going back to a text already answered uses the cached answer at once', async () => {
    const { deps, calls } = fakeDeps(autocompleteService);
    const view = render(<Probe deps={deps} text="100 Main" />);
    await act(async () => { await vi.advanceTimersByTimeAsync(400); });
    view.rerender(<Probe deps={deps} text="100 Mai" />);
    await act(async () => { await vi.advanceTimersByTimeAsync(400); });
    view.rerender(<Probe deps={deps} text="100 Main" />);
    await act(async () => {});
    expect(shown()).toHaveLength(7);
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect(calls.map((c) => (c.searchParams as { search: string }).search)).toEqual(['100 Main', '100 Mai']);
  });

  it('gives no suggestions when the service answers 402 (quota)', async () => {
    const { deps, calls } = fakeDeps(autocompleteService);
    render(<Probe deps={deps} text="quota" />);
    await act(async () => { await vi.advanceTimersByTimeAsync(400); });
    expect(calls).toHaveLength(1);
    expect(shown()).toEqual([]);
    expect(screen.getByRole('status').dataset.loading).toBe('false');
  });

  it('asks nothing for an empty text', async () => {
    const { deps, calls } = fakeDeps(autocompleteService);
    render(<Probe deps={deps} text="   " />);
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect(calls).toHaveLength(0);
    expect(shown()).toEqual([]);
  });
});
