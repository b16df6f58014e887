import { useEffect, useRef, useState } from 'react';
import type { Plaid, PlaidHandler, PlaidLinkOptionsWithLinkToken } from 'react-plaid-link';
import type { BankLinkHandle, BankLinkOptions } from './BankLinkTypes';
import { loadBankLinkScript } from './loadBankLinkScript';

type Phase = 'loading' | 'loaded' | 'failed';

// The bank-link handler from a script we load ourselves (the sandbox stand-in, or a mirror), driven exactly as
// react-plaid-link drives Plaid's: window.Plaid.create(config), ready after onLoad, destroyed on unmount. Callbacks
// always reach the latest props, and none fires after the screen is gone.
export function useScriptedBankLink(src: string, env: string, options: BankLinkOptions): BankLinkHandle {
  const [phase, setPhase] = useState<Phase>('loading');
  const [handler, setHandler] = useState<PlaidHandler | null>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    let live = true;
    void loadBankLinkScript(src).then((ok) => {
      if (live) setPhase(ok ? 'loaded' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [src]);

  const { token, receivedRedirectUri } = options;
  useEffect(() => {
    const plaid = (window as Window & { Plaid?: Plaid }).Plaid;
    if (phase !== 'loaded' || !token || !plaid) return;
    let live = true;
    const config: PlaidLinkOptionsWithLinkToken & { env: string } = {
      token,
      env,
      ...(receivedRedirectUri ? { receivedRedirectUri } : {}),
      onSuccess: (publicToken, metadata) => {
        if (live) latest.current.onSuccess(publicToken, metadata);
      },
      onExit: (error, metadata) => {
        if (live) latest.current.onExit(error, metadata);
      },
      onLoad: () => {
        if (live) setLoaded(true);
      },
    };
    const created = plaid.create(config);
    setHandler(created);
    return () => {
      live = false;
      setHandler(null);
      setLoaded(false);
      created.destroy();
    };
  }, [phase, token, receivedRedirectUri, env]);

  return {
    open: () => handler?.open(),
    ready: handler !== null && loaded,
    failed: phase === 'failed',
  };
}
