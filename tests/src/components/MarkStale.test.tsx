// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import MarkStale from '../../../src/components/MarkStale';
import { fakeDeps } from '../../support/fakeDeps';
import { screenPropsFor } from './screenPropsFor';

afterEach(cleanup);

describe('MarkStale (timeout)', () => {
  it('sends load exactly once on arrival, even when React mounts it twice', async () => {
    const { props, send } = screenPropsFor('timeout', fakeDeps(() => ({ ok: true, value: {} })).deps);
    const view = render(<StrictMode><MarkStale {...props} /></StrictMode>);
    await act(async () => {});
    view.rerender(<StrictMode><MarkStale {...props} busy /></StrictMode>);
    expect(send.mock.calls).toEqual([['load']]);
  });
});
