// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../engine/flow/Decision';
import type { JourneyApi } from '../../../src/screens/useJourney';
import { useScreenFocus, type SendFrom } from '../../../src/screens/useScreenFocus';

// A screen with a heading and a control that goes away while its event runs (the bank's window closing): what the
// focus does once the engine answers.
function Screen({ answer, onSend }: { answer: Decision; onSend: (send: SendFrom) => void }) {
  const main = useRef<HTMLElement>(null);
  const pageError = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const journey = { send: async () => answer } as unknown as JourneyApi;
  const send = useScreenFocus({ screenId: 'link_bank', arrival: 'k1', drawn: false, takeover: false, journey, targets: { main, pageError, heading } });
  onSend(send);
  return (
    <main ref={main}>
      <h1 ref={heading} tabIndex={-1}>Link your bank account</h1>
      <div ref={pageError} />
    </main>
  );
}

describe('useScreenFocus: the focus after an event, never left on the page body', () => {
  it('routed back to the same screen (no navigation, no arrival): the heading takes the focus', async () => {
    let send: SendFrom | null = null;
    render(<Screen answer={{ screen: 'link_bank', path: '/link_bank', via: 'rule 10' }} onSend={(s) => (send = s)} />);
    // The control that had the focus (the bank's window) is gone by the time the engine answers: the body has it.
    expect(document.activeElement).toBe(document.body);
    await act(async () => {
      await send!('link_bank', 'linked');
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Link your bank account' })));
  });
});
