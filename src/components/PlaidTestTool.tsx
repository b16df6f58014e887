import { useEffect, useEffectEvent, useId, useState } from 'react';
import { apiErrorText } from '../integrations/apiErrorText';
import { useBankLink } from '../integrations/bankLink/useBankLink';
import { callTestTool } from '../integrations/testTools/callTestTool';
import { readRegistrations, type Registration } from '../integrations/testTools/readRegistrations';
import { TestNav } from '../integrations/testTools/TestNav';
import type { ScreenProps } from './ScreenProps';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';

const DATA_CALLS = [
  ['personalInformation', 'plaid/pi'], ['income', 'plaid/income'], ['accounts', 'plaid/account'], ['balance', 'plaid/balance'],
] as const;

// /plaid, the internal bank-link test tool: link a sandbox bank for a customer ID (same bank-link adapter as the
// borrower screens, with a link token for the customer), list the registrations, read each one's sample data,
// remove it. Every answer is shown as it came (unwrapped from responseBody).
export default function PlaidTestTool(props: ScreenProps) {
  const { copy, deps, errors } = props;
  const inputId = useId();
  const [customerId, setCustomerId] = useState('');
  const [linking, setLinking] = useState<{ token: string; customerId: string; open: boolean } | null>(null);
  const [registrations, setRegistrations] = useState<Registration[]>([]);
  const [result, setResult] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const texts = { errors, responseBodyNotFound: copy.labels.responseBodyNotFound ?? errors.responseBodyNotFound ?? '' };

  const call = async (path: string, body: Record<string, unknown>) => {
    setWorking(true);
    setError(null);
    const reply = await callTestTool(deps, path, body, texts);
    setWorking(false);
    if (!reply.ok) setError(reply.error);
    return reply;
  };
  const refresh = async (id: string) => {
    const reply = await call('plaid/registrationlist', id ? { customerId: id } : {});
    if (reply.ok) setRegistrations(readRegistrations(reply.value));
  };
  // Everything known, once on arrival.
  const listOnArrival = useEffectEvent(() => void refresh(''));
  useEffect(() => {
    listOnArrival();
  }, []);

  const link = useBankLink({
    token: linking?.token ?? null,
    onSuccess: (publicToken) => {
      const owner = linking?.customerId ?? customerId;
      void call('plaid/registration', { customerId: owner, plaidToken: publicToken }).then((reply) => {
        if (!reply.ok) return;
        setResult(reply.value);
        const institutionId = (reply.value as { institutionId?: unknown }).institutionId;
        setNotice(plainText(copy.labels.linked, { institutionId: typeof institutionId === 'string' ? institutionId : '', customerId: owner }));
        void refresh(customerId.trim());
      });
    },
    onExit: (linkError) => {
      if (linkError) setError(linkError.display_message ?? linkError.error_message);
    },
  });

  useEffect(() => {
    if (!linking?.open || !link.ready) return;
    setLinking({ ...linking, open: false });
    link.open();
  }, [linking, link]);

  const startLink = async () => {
    const id = customerId.trim();
    if (linking?.customerId === id) return setLinking({ ...linking, open: true });
    setWorking(true);
    setError(null);
    const reply = await deps.api.post('borrowerlinktoken', { customerId: id, plaidProducts: ['AUTH'] });
    setWorking(false);
    const token = reply.ok ? (reply.value as { linkToken?: unknown }).linkToken : undefined;
    if (typeof token === 'string') setLinking({ token, customerId: id, open: true });
    else setError(reply.ok ? errors.bankLinkTrouble ?? '' : apiErrorText(reply.error, errors));
  };
  const read = async (path: string, row: Registration) => {
    const reply = await call(path, { customerId: row.customerId, institutionId: row.institutionId });
    if (reply.ok) setResult(reply.value);
  };
  const remove = async (row: Registration) => {
    const reply = await call('plaid/registration', { customerId: row.customerId, institutionId: row.institutionId, remove: true });
    if (reply.ok) setResult(reply.value);
    await refresh(customerId.trim());
  };
  const clear = () => {
    setResult(null);
    setNotice(null);
    setError(null);
  };

  return (
    <div className="test-page plaid-tool">
      <TestNav labels={copy.labels} />
      <div className="field">
        <label htmlFor={inputId}>{copy.labels.customerId}</label>
        <input id={inputId} value={customerId} autoComplete="off" onChange={(e) => setCustomerId(e.target.value)} onBlur={() => void refresh(customerId.trim())} />
      </div>
      <Button kind="primary" disabled={!customerId.trim() || working || (linking !== null && !link.ready)} busy={working} onClick={() => void startLink()}>
        {copy.buttons.link}
      </Button>
      <Alert>{error}</Alert>
      {notice && <p role="status">{notice}</p>}
      <section className="plaid-registrations">
        <h2>{copy.labels.registrations}</h2>
        {registrations.length === 0 ? <p>{copy.labels.noRegistrations}</p> : (
          <ul className="card-list">
            {registrations.map((row) => (
              <li key={`${row.customerId}-${row.institutionId}`} className="plaid-row">
                <dl>
                  <dt>{copy.labels.customerId}</dt><dd>{row.customerId}</dd>
                  <dt>{copy.labels.institutionId}</dt><dd>{row.institutionId}</dd>
                  <dt>{copy.labels.itemId}</dt><dd>{row.itemId}</dd>
                </dl>
                <div className="plaid-row-buttons">
                  {DATA_CALLS.map(([id, path]) => (
                    <Button key={id} kind="secondary" disabled={working} onClick={() => void read(path, row)}>{copy.buttons[id]}</Button>
                  ))}
                  <Button kind="secondary" disabled={working} onClick={() => void remove(row)}>{copy.buttons.remove}</Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {result !== null && (
        <section className="test-result">
          <h2>{copy.labels.result}</h2>
          <pre>{JSON.stringify(result, null, 2)}</pre>
        </section>
      )}
      <Button kind="link" onClick={clear}>{copy.buttons.clear}</Button>
    </div>
  );
}
