import { useLayoutEffect, useMemo, useState } from 'react';
import { listOf } from '../ui/listOf';
import { plainText } from '../ui/plainText';
import { submitStore, type SubmitStore } from './submitStore';

// The submit button's state as the borrower types, told to the button alone (src/forms/submitStore.ts). The
// sentence of what it waits for is made again only when what it names changes (Intl's list format is not free on a
// phone).
export function useSubmitState(ready: boolean, needs: readonly string[], messages: Readonly<Record<string, string>>): SubmitStore {
  const needsKey = needs.join('\t');
  const needsText = useMemo(() => (needsKey ? plainText(messages.submitNeeds ?? '', { fields: listOf(needsKey.split('\t')) }) : ''), [needsKey, messages]);
  const [store] = useState(() => submitStore({ ready, needsText }));
  useLayoutEffect(() => store.set({ ready, needsText }), [store, ready, needsText]);
  return store;
}
