import { useEffect, useMemo, useState } from 'react';
import formFormats from 'virtual:form-formats';
import { formatterLibraries, librariesFor } from '../../engine/fields/libraries';
import { FormChunkError } from './FormChunkError';

const fetchAllLibraries = () => Object.values(formatterLibraries).forEach((library) => library?.load().catch(() => undefined));

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 0);
}

// Whether the libraries the form's fields format with (its `ui:format` names, read from its UI schema by the build:
// virtual:form-formats) are in (the phone number's formatter is not part of the first
// screen: engine/fields/formatters/formatPhone.ts); until they are, the caller draws no form, as while the form chunk
// downloads. A download that failed is said as the form chunk's is (a FormChunkError, thrown to the screen's
// boundary: the network sentence and Try again, which draws this anew and so downloads again).
export function useFieldLibraries(formId: string): boolean {
  const libraries = useMemo(() => librariesFor(formFormats[formId] ?? []), [formId]);
  const ready = libraries.every((library) => library.ready());
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    Promise.all(libraries.map((library) => library.load())).then(
      () => live && arrived((n) => n + 1),
      (cause: unknown) => live && setFailure({ cause }),
    );
    return () => {
      live = false;
    };
  }, [ready, libraries]);
  // Once the borrower leaves a drawn form (its typing done; the next screen mostly waits on the network), every such
  // library is fetched when the page is idle, so copy further on that formats with one (`{mobileNumber|phone}`)
  // finds it in. Not while they type: a library's first run is a long task on a slow phone.
  useEffect(() => (ready ? () => whenIdle(fetchAllLibraries) : undefined), [ready]);
  if (failure) throw new FormChunkError(failure.cause);
  return ready;
}
