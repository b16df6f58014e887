import type { ClientOptions } from 'persona';
import { identityLanguage } from '../../../engine/content/providerLanguages';
import { err, ok, type Result } from '../../../engine/Result';
import { identityHost } from './identityHost';
import { loadPersona } from './loadPersona';
import { personaFields } from './personaFields';
import type { IdentityInquiry } from './readInquiry';

export type IdentityEnd = 'complete' | 'fail' | 'exit';
export type IdentityLaunchError = 'sdkLoadFailed' | 'sdkRejectedConfig';

export interface IdentityLaunch {
  inquiry: IdentityInquiry;
  /** Ties a new inquiry to the borrower in the provider's records. */
  referenceId: string;
  /** The borrower's locale (en-US, es-US): the provider's flow is shown in its language. */
  locale: string;
  /** The provider's frame's accessible name, in the borrower's language (the SDK's default is English). */
  frameTitle: string;
  /** Called when the provider's flow is ready and shown over the page. */
  onOpen: () => void;
  /** Called once, when the borrower completes, fails or leaves the flow. */
  onEnd: (how: IdentityEnd) => void;
  /** Called once if the provider reports an error (network, configuration) after the flow opened. */
  onError: () => void;
}

const environment = (): 'sandbox' | 'production' =>
  import.meta.env.VITE_IDENTITY_ENVIRONMENT === 'production' ? 'production' : 'sandbox';

// Opens the identity provider's flow over the page: resumes the active inquiry (inquiry id and session token) or
// starts one from the template with the borrower's details prefilled. Resolves to a way to close it, or to why
// it could not open (the SDK failed to load, or refused the options).
export async function launchIdentityFlow(launch: IdentityLaunch): Promise<Result<{ close: () => void }, IdentityLaunchError>> {
  let persona: typeof import('persona');
  try {
    persona = await loadPersona();
  } catch {
    return err('sdkLoadFailed');
  }
  const { inquiry } = launch;
  let ended = false;
  const end = (how: IdentityEnd) => {
    if (ended) return;
    ended = true;
    launch.onEnd(how);
  };
  const host = identityHost(import.meta.env.VITE_IDENTITY_HOST as string | undefined, window.location);
  const start: ClientOptions = inquiry.inquiryId
    ? { inquiryId: inquiry.inquiryId, ...(inquiry.sessionToken ? { sessionToken: inquiry.sessionToken } : {}) }
    : { templateId: inquiry.templateId ?? undefined, referenceId: launch.referenceId, fields: personaFields(inquiry.piiData) };
  try {
    const client: InstanceType<typeof persona.Client> = new persona.Client({
      ...start,
      environment: environment(),
      language: identityLanguage(launch.locale),
      ...(launch.frameTitle ? { iframeTitle: launch.frameTitle } : {}),
      ...(host ? { host } : {}),
      frameAncestors: [window.location.origin],
      onReady: () => {
        client.open();
        // The flow is a dialog over the page and the pressed button is disabled under it: the focus goes into the
        // flow's frame (named by our title), or it is left on the page's body (issue 48, WCAG 2.4.3).
        if (launch.frameTitle) Array.from(document.querySelectorAll('iframe')).find((frame) => frame.title === launch.frameTitle)?.focus();
        launch.onOpen();
      },
      onComplete: ({ status }) => end(status === 'failed' ? 'fail' : 'complete'),
      onCancel: () => end('exit'),
      onError: () => {
        if (ended) return;
        ended = true;
        launch.onError();
      },
    });
    return ok({ close: () => client.destroy() });
  } catch {
    return err('sdkRejectedConfig');
  }
}
