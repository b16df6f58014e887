import { use, useEffect, useMemo, useState } from 'react';
import formFormats from 'virtual:form-formats';
import { formatterLibraries, librariesFor } from '../../engine/fields/libraries';
import type { FormDefinition } from '../../engine/forms/FormDefinition';
import { formConfigProblem, type NamedBy } from '../../engine/forms/formConfigProblem';
import { ScreenConfigError } from '../../engine/forms/ScreenConfigError';
import { ChunkError } from '../../engine/runtime/ChunkError';
import { fetchAheadWhenIdle } from '../start/fetchAhead';
import { formRegistry } from './formRegistry';
import { whenIdle } from '../start/schedule';
import { vocabulary } from './theme/theme';
import { validatorChunks } from './validatorChunks';

const fetchAllLibraries = () => Object.values(formatterLibraries).forEach((library) => library?.load().catch(() => undefined));

// The one gate before a form is drawn, for a flow screen's form and for a form a component draws alike:
// - its validators are in (it suspends while they download: src/forms/validatorChunks.ts);
// - the libraries its fields format with are in (its `ui:format` names, read by the build: virtual:form-formats; the
//   phone number's formatter is not part of the first screen);
// - its files can be drawn (a missing form, an unknown widget: a ScreenConfigError the screen names, found before
//   rjsf would fail halfway through drawing it).
// A download that failed reaches the screen's boundary as the form chunk's does (a ChunkError: the network
// sentence and Try again, which draws this anew and so downloads again). Null while a library is still coming.
// Once a form is drawn, the other forms' validators are fetched at the first idle moment (the next form screen
// must draw its form with its copy), and every field library once the screen's own calls are answered (copy further
// on that formats with one finds it in, and the step after this one does not wait for it; src/start/fetchAhead.ts,
// so not under Data Saver). The phone library's download and first run take about 25 ms on a phone 4x slower than
// this machine, under the 50 ms of a long task, so a borrower typing meanwhile does not feel it.
export function useLoadedForm(formId: string, namedBy?: NamedBy): FormDefinition | null {
  if (!validatorChunks.ready(formId)) use(validatorChunks.pending(formId));
  useEffect(() => whenIdle(validatorChunks.loadAll, 2_000), []);
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
  useEffect(() => (ready ? fetchAheadWhenIdle(fetchAllLibraries) : undefined), [ready]);
  if (failure) throw new ChunkError(failure.cause);
  // A walk over one small UI schema; the caller draws again only when its screen does, never per keystroke.
  const problem = formConfigProblem(formId, formRegistry, vocabulary, namedBy);
  if (problem) throw new ScreenConfigError(problem);
  const def = formRegistry[formId];
  return def && ready ? def : null;
}
