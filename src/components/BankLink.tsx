import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PlaidLinkOnExit, PlaidLinkOnSuccess } from 'react-plaid-link';
import { queries } from '../../engine/queries/queries';
import { bankLinkRedirectUri } from '../integrations/bankLink/bankLinkRedirectUri';
import { bankLinkStorage } from '../integrations/bankLink/bankLinkStorage';
import { oauthReturn } from '../integrations/bankLink/oauthReturn';
import { toLinkedInput } from '../integrations/bankLink/toLinkedInput';
import { bankLinkAhead, useBankLink } from '../integrations/bankLink/useBankLink';
import type { ScreenProps } from './ScreenProps';
import { atoms } from '../state/atoms';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';

// The bank-link step (link_bank) and its OAuth return (link_bank_oauth, props.oauth): gets a link token, opens the
// bank-link widget through the one adapter, and tells the flow what happened (linked, exitError, exit). The flow
// decides where each leads.
export default function BankLink(props: ScreenProps) {
  const { copy, view, loan, deps, send, showError, openModal, site, busy } = props;
  const oauth = view.props.oauth === true;
  const loanId = loan?.loanApplicationId ?? '';
  const [received] = useState(() => (oauth ? oauthReturn.received(window.location.href, bankLinkStorage.local) : null));
  const [token, setToken] = useState<string | null>(null);
  const opened = useRef(false);
  // The widget's language comes with its token: a borrower who switches language here gets a token in the new one.
  const locale = useAtomValue(atoms.locale);

  // What asking for a token reads but must not ask again for: the loan as it is now, the copy, the callbacks.
  const requestToken = useEffectEvent((isLive: () => boolean) => {
    if (oauth && !received) {
      showError('errors.oauthDataNotFound');
      return;
    }
    if (!loan) return;
    const saved = oauth ? oauthReturn.linkToken(bankLinkStorage.session, loanId) : null;
    if (saved) {
      setToken(saved);
      return;
    }
    void queries.linkToken(deps, loan, bankLinkRedirectUri(window.location), locale).then((result) => {
      if (!isLive()) return;
      if (result.ok) {
        setToken(result.value);
        oauthReturn.saveLinkToken(bankLinkStorage.session, loanId, result.value);
      } else if (result.error.kind !== 'cancelled') showError(result.error);
    });
  });
  // Fetched once per loan, route and language.
  useEffect(() => {
    let live = true;
    requestToken(() => live);
    return () => {
      live = false;
    };
  }, [loanId, oauth, locale]);

  const finish = () => {
    if (!oauth) return;
    oauthReturn.clear(bankLinkStorage.local);
    oauthReturn.clearLinkToken(bankLinkStorage.session, loanId);
  };
  const onSuccess: PlaidLinkOnSuccess = (publicToken, metadata) => {
    finish();
    void send('linked', toLinkedInput(publicToken, metadata));
  };
  const onExit: PlaidLinkOnExit = (error) => {
    finish();
    if (error) void send('exitError');
    else if (oauth) void send('exit');
  };
  const link = useBankLink({ token, receivedRedirectUri: received ?? undefined, onSuccess, onExit });

  const sayLinkFailed = useEffectEvent(() => showError('errors.bankLinkTrouble'));
  useEffect(() => {
    if (link.failed) sayLinkFailed();
  }, [link.failed]);

  // Back from the bank: finish without another click as soon as the widget is ready.
  useEffect(() => {
    if (!oauth || !link.ready || opened.current) return;
    opened.current = true;
    link.open();
  }, [oauth, link]);

  const hasModal = (id: string) => view.modals.includes(id);
  return (
    <div className="bank-link">
      {(busy || (oauth && received !== null && !link.ready && !link.failed)) && <Loader text={site.loading.default} />}
      <Button kind="primary" disabled={!link.ready || busy} busy={busy} onClick={link.open}>
        {oauth ? copy.buttons.continue : copy.buttons.link}
      </Button>
      {(hasModal('linkingYourBank') || hasModal('learnMoreBank')) && (
        <div className="bank-link-more">
          {hasModal('linkingYourBank') && (
            <Button kind="link" onClick={() => openModal('linkingYourBank')}>{copy.buttons.linkingYourBank}</Button>
          )}
          {hasModal('learnMoreBank') && (
            <Button kind="link" onClick={() => openModal('learnMoreBank')}>{copy.buttons.learnMore}</Button>
          )}
        </div>
      )}
    </div>
  );
}

// A screen before this one fetches the bank-link script ahead with this code, so Link is ready when this is drawn.
BankLink.ahead = bankLinkAhead;
