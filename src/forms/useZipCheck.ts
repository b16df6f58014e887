import { useEffect, useRef, useState } from 'react';
import type { ZipStatus } from '../../engine/forms/formModel';
import { useLatest } from './useLatest';

/** Asks the lender whether a zip exists: true or false, null when it could not tell. */
export type CheckZip = (zip: string) => Promise<boolean | null>;

// The zipCheck behaviour (borrower-journey section 5): at 5 digits the zip is asked of the lender, once per value;
// Continue waits for the answer, and an unknown zip is an error. Another zip typed meanwhile wins; an answer that
// could not be had leaves the zip unchecked.
export function useZipCheck(zip: string, checkZip: CheckZip | undefined): ZipStatus {
  const [answer, setAnswer] = useState<{ zip: string; status: ZipStatus }>({ zip: '', status: 'unchecked' });
  const known = useRef(new Map<string, ZipStatus>());
  const ask = useLatest(checkZip);
  useEffect(() => {
    const check = ask.current;
    if (!check || zip.length !== 5) return;
    const before = known.current.get(zip);
    if (before) {
      setAnswer({ zip, status: before });
      return;
    }
    let live = true;
    setAnswer({ zip, status: 'checking' });
    void check(zip).then((valid) => {
      const status: ZipStatus = valid === null ? 'unchecked' : valid ? 'valid' : 'invalid';
      if (status !== 'unchecked') known.current.set(zip, status);
      if (live) setAnswer({ zip, status });
    });
    return () => { live = false; };
  }, [zip, ask]);
  return answer.zip === zip ? answer.status : 'unchecked';
}
