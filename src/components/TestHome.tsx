import { useState } from 'react';
import { fetchSandboxHealth, type TestReply } from '../integrations/testTools/fetchSandboxHealth';
import { TestNav } from '../integrations/testTools/TestNav';
import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';

// /home, an internal test page: one button that asks the sandbox API whether it is up and shows the answer.
export default function TestHome(props: ScreenProps) {
  const { copy } = props;
  const [reply, setReply] = useState<TestReply | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    setReply(await fetchSandboxHealth());
    setSending(false);
  };
  return (
    <div className="test-page">
      <TestNav labels={copy.labels} />
      <Button kind="primary" busy={sending} disabled={sending} onClick={() => void send()}>{copy.buttons.testRequest}</Button>
      {reply && (
        <section className="test-result" aria-live="polite">
          <h2>{copy.labels.response}</h2>
          <p>{plainText(copy.labels.status, { status: reply.status ?? '-' })}</p>
          <pre>{JSON.stringify(reply.body, null, 2)}</pre>
        </section>
      )}
    </div>
  );
}
