import { useEffect, useRef } from 'react';
import type { ScreenProps } from './ScreenProps';

// /timeout: marks the application stale (the flow's markStale action on `load`), after which the flow returns
// to the payment link. Sent once, even when React mounts the screen twice in development. The wait text is the
// screen's own copy (content/en/screens/timeout.md), which the shell draws; a slow call gets the shell's loader.
export default function MarkStale(props: ScreenProps) {
  const { send } = props;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void send('load');
  }, [send]);
  return null;
}
