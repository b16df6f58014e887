import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { firstScreenDrawn } from '../start/firstScreen';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Markdown } from '../ui/Markdown';
import type { ScreenFailure } from './screenFailure';

interface Props {
  failure: ScreenFailure;
  /** The screen's id, for analytics. */
  page: string;
  errors: Record<string, string>;
  site: SiteCopy;
  /** The values copy may name: the support contacts ({supportEmail}, {supportPhone}). */
  values: Record<string, unknown>;
  track: (event: string, properties: Record<string, unknown>) => void;
  /** Draws the failed part again (its code asked for anew); none: the failure offers no Try again. */
  retry?: (() => void) | undefined;
}

// The developer's line under the sentence in `npm run dev`, read at render so a test can stub the mode.
const developing = (): boolean => Boolean(import.meta.env.DEV);

// What a screen shows in place of a form or component it could not draw, by cause: a download that failed is a
// network message with Try again; a config that names something missing is content's screenConfigBroken with the
// support contacts (in `npm run dev`, also the file and the thing to fix, like ConfigProblems); any other failure
// the generic error text. The header, heading and footer around it stay. Each is reported once, without personal
// data: a config problem as its own event, by cause and file.
export function ScreenProblem({ failure, page, errors, site, values, track, retry }: Props) {
  const configFile = failure.cause === 'config' ? failure.problem.file : '';
  const configCause = failure.cause === 'config' ? failure.problem.cause : '';
  const crashName = failure.cause === 'crash' ? failure.name : '';
  // Reported once per failure: a new track callback on a redraw reports nothing again.
  const report = useEffectEvent((event: string, properties: Record<string, unknown>) => track(event, properties));
  // A problem drawn in place of a form the boot painted: the app shows it (src/start/firstScreen.ts).
  useLayoutEffect(() => firstScreenDrawn('other'), []);
  useEffect(() => {
    if (failure.cause === 'config') report('Screen Config Error', { page, cause: configCause, file: configFile });
    else report('Component Failed', { page, cause: failure.cause, error: failure.cause === 'download' ? 'ChunkError' : crashName });
  }, [failure.cause, configCause, configFile, crashName, page]);

  if (failure.cause === 'download') {
    return (
      <div className="screen-problem">
        <Alert>{errors.networkFailure ?? errors.errorPageGeneric}</Alert>
        {retry ? <Button kind="secondary" className="alert-retry" onClick={retry}>{site.network.tryAgain}</Button> : null}
      </div>
    );
  }
  const detail = !developing() ? null
    : failure.cause === 'config' ? `${failure.problem.file}: ${failure.problem.detail}` : `${failure.name}: ${failure.message}`;
  return (
    <div className="screen-problem config-problems">
      <Alert>
        {failure.cause === 'config' ? <Markdown text={errors.screenConfigBroken ?? errors.errorPageGeneric ?? ''} values={values} inline /> : errors.errorPageGeneric}
      </Alert>
      {detail ? <ul className="problem-list"><li><code>{detail}</code></li></ul> : null}
    </div>
  );
}
