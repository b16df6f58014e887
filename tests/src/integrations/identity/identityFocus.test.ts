// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchIdentityFlow } from '../../../../src/integrations/identity/launchIdentityFlow';

// Issue 48 (WCAG 2.4.3): the identity provider's flow opens over the page while the button that opened it is
// disabled; the focus goes into the flow's frame, not to the page's body. The SDK is replaced by a client that draws
// its frame, named by the title it is given, when it is opened (as the provider's does).
const clients = vi.hoisted(() => [] as { options: Record<string, unknown> }[]);
vi.mock('persona', () => ({
  Client: class {
    constructor(public options: Record<string, unknown>) {
      clients.push(this);
    }
    open(): void {
      const frame = document.createElement('iframe');
      frame.title = String(this.options.iframeTitle ?? 'Persona');
      document.body.append(frame);
    }
    destroy(): void {}
  },
}));

afterEach(() => {
  clients.length = 0;
  document.body.innerHTML = '';
});

describe('the identity flow takes the focus', () => {
  it('moves the focus into the frame it shows, once ready, before the app hears it is open', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    let focusedWhenOpen: Element | null = null;
    const launched = await launchIdentityFlow({
      inquiry: { templateId: 'itmpl_7', inquiryId: null, sessionToken: null, piiData: {}, anySubmitted: false, anyFailed: false },
      referenceId: 'la-42', locale: 'es-US', frameTitle: 'Verifique su identidad',
      onOpen: () => { focusedWhenOpen = document.activeElement; }, onEnd: vi.fn(), onError: vi.fn(),
    });
    expect(launched.ok).toBe(true);
    button.disabled = true;
    (clients[0]?.options.onReady as () => void)();
    const frame = document.querySelector('iframe[title="Verifique su identidad"]');
    expect(frame).not.toBeNull();
    expect(document.activeElement).toBe(frame);
    expect(focusedWhenOpen).toBe(frame);
  });
});
