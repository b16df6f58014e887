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

// The one gate before a form is drawn: it suspends until its validators are in, is null until its fields' format
// libraries are in, and throws a ScreenConfigError for files it cannot draw (before rjsf fails halfway) or a ChunkError
// for a failed download (Try again draws this anew). Then the other forms' validators come when idle, and every field
// library once the screen's calls are answered (src/start/fetchAhead.ts): the phone's takes ~25 ms on a 4x slower phone.
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
    Promise.all(libraries.map((l) => l.load())).then(() => live && arrived((n) => n + 1), (cause: unknown) => live && setFailure({ cause }));
    return () => {
      live = false;
    };
  }, [ready, libraries]);
  useEffect(() => (ready ? fetchAheadWhenIdle(fetchAllLibraries) : undefined), [ready]);
  if (failure) throw new ChunkError(failure.cause);
  // A walk over one small UI schema, never per keystroke.
  const problem = formConfigProblem(formId, formRegistry, vocabulary, namedBy);
  if (problem) throw new ScreenConfigError(problem);
  const def = formRegistry[formId];
  return def && ready ? def : null;
}
