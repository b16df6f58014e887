import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useParams } from 'react-router';
import { resolveVariant } from '../../engine/content/resolveVariant';
import { describeScreen } from '../../engine/flow/describeScreen';
import type { ComponentName } from '../../engine/registry/components';
import { componentRegistry, fetchComponent } from '../components/registry';
import { catalog } from '../content/catalog';
import { useScreenCopy } from '../content/useScreenCopy';
import { LazyScreenForm, loadScreenForm } from '../forms/lazyScreenForm';
import { firstScreenDrawn } from '../start/firstScreen';
import { useRuntime } from '../runtime/useRuntime';
import { atoms } from '../state/atoms';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';
import { Markdown } from '../ui/Markdown';
import { plainText } from '../ui/plainText';
import { ComponentBoundary } from './ComponentBoundary';
import { copyValues } from '../../engine/content/copyValues';
import { errorText } from '../../engine/content/errorText';
import { pageErrorText, shownErrorOf } from './pageErrorText';
import { PageError } from './PageError';
import { screenFailure, type ScreenFailure } from './screenFailure';
import { ScreenHeader } from './ScreenHeader';
import { ScreenIntro } from './ScreenIntro';
import { ScreenModals } from './ScreenModals';
import { ScreenProblem } from './ScreenProblem';
import type { ScreenProps } from '../components/ScreenProps';
import { unregisteredComponent } from './unregisteredComponent';
import { useJourney } from './useJourney';
import { useFetchAhead } from './useFetchAhead';
import { useFormChunk } from './useFormChunk';
import { usePageErrorInView } from './usePageErrorInView';
import { useScreenAnalytics } from './useScreenAnalytics';
import { useScreenFocus } from './useScreenFocus';
import { useSlowBusy } from './useSlowBusy';
import { WaitTakeover } from './WaitTakeover';

// A flow handler's `wait:` names a waiting text of site.yaml `loading:`; its line under it is `<name>Hint`.
const waitingText = (name: string, part: 'text' | 'hint'): string => {
  const texts = catalog.site.loading as Record<string, string | undefined>;
  return (part === 'text' ? texts[name] : texts[`${name}Hint`]) ?? (part === 'text' ? catalog.site.loading.default : '');
};

// Draws one screen exactly as the engine describes it for the current state: header and progress, the heading
// (focused on every screen change), copy, then a form or a registered component, the flow's buttons, the
// screen's modals and the footer. It decides nothing: every click becomes an event sent through the engine.
// What it does beside drawing is each in a hook of its own: the form chunk (useFormChunk), fetching ahead
// (useFetchAhead), the focus (useScreenFocus), the page error brought into view (usePageErrorInView) and
// analytics (useScreenAnalytics).
export function ScreenRenderer({ screenId }: { screenId: string }) {
  const runtime = useRuntime();
  const journey = useJourney();
  const location = useLocation();
  const params = useParams();
  const journeyName = useAtomValue(atoms.journey);
  const loan = useAtomValue(atoms.loan);
  const prequal = useAtomValue(atoms.prequal);
  const data = useAtomValue(atoms.data);
  const busy = useAtomValue(atoms.busy);
  const decision = useAtomValue(atoms.decision);
  const lastEvent = useAtomValue(atoms.lastEvent);
  const codePhoneLast4 = useAtomValue(atoms.codePhoneLast4);
  const waiting = useAtomValue(atoms.waiting);
  const retry = useAtomValue(atoms.retry);
  // The language: copy is read from the catalog as the screen draws, so subscribing to it redraws the screen in
  // place on a switch.
  const locale = useAtomValue(atoms.locale);
  const [pageError, setPageError] = useAtom(atoms.pageError);
  const [modal, setModal] = useState<string | null>(null);
  const slow = useSlowBusy(busy, 1000);
  // The decision wait shows after a blink (300 ms), so a submit the lender answers at once never flashes it.
  const takeover = useSlowBusy(waiting !== null, 300) && waiting !== null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const flow = runtime.config.flows[journeyName];
  const state = journeyName === 'borrower' ? loan : prequal;
  const view = describeScreen(flow, screenId, state, { ...journey.ctx(), ...(lastEvent ? { event: lastEvent } : {}) });
  const formCode = useFormChunk(view?.form ?? undefined);
  // While the borrower reads this screen, what the screens it can lead to draw with is fetched.
  useFetchAhead(flow, screenId);
  const base = useScreenCopy(view?.copy);
  const copy = base ? resolveVariant(base, view?.variant ?? undefined) : undefined;
  // The catalog is replaced in place on a language switch: its site copy is a new object then.
  const site = catalog.site;
  const values = useMemo(() => copyValues(site, loan, prequal, lastEvent, codePhoneLast4), [site, loan, prequal, lastEvent, codePhoneLast4]);
  const isErrorPage = screenId === flow.errors.general || screenId === flow.fallback;
  const shownError = isErrorPage && decision?.screen === screenId && decision.error ? errorText(decision.error, catalog.errors) : null;

  // On the prequal link routes the signup id, prequal id and checksum travel with every event (the actions read them).
  const linkInput = useMemo(() => (journeyName === 'prequal' ? params : {}), [journeyName, params]);
  const mainRef = useRef<HTMLElement>(null);
  const pageErrorRef = useRef<HTMLDivElement>(null);
  // The page's error in the words of the language shown now (a switch redraws it).
  const pageErrorSaid = pageError ? pageErrorText(pageError, { errors: catalog.errors, labels: copy?.labels ?? {}, values }) : null;

  useScreenAnalytics(runtime.analytics, screenId, location.key, pageError, pageErrorSaid);
  useEffect(() => setModal(null), [screenId, location.key]);
  // The app's first screen is drawn: it replaces the one the boot painted, if any (src/start/main.tsx), before the
  // heading below takes the focus. A painted form waits for the app's form (src/forms/LoadedSchemaForm.tsx), unless
  // this screen draws none.
  const drawsForm = Boolean(view?.form && !view.component);
  const firstDrawn = useEffectEvent(() => firstScreenDrawn(drawsForm ? 'screen' : 'other'));
  useLayoutEffect(() => firstDrawn(), []);
  // Focus goes to the heading on every arrival, once the heading is drawn; an event that keeps the borrower here ends
  // with the focus on its outcome: the control pressed is remembered as the event starts (sendFrom).
  const sendFrom = useScreenFocus({
    screenId, arrival: location.key, drawn: Boolean(view && copy), takeover, journey,
    targets: { main: mainRef, pageError: pageErrorRef, heading: titleRef },
  });
  const send = useCallback((event: string, input?: Record<string, unknown>) => sendFrom(screenId, event, { ...linkInput, ...input }), [sendFrom, screenId, linkInput]);
  useEffect(() => {
    if (copy) document.title = plainText(copy.documentTitle, values);
  }, [copy, values]);
  usePageErrorInView(pageError, pageErrorRef);
  // Screens that act on arrival (`on.load`) without a component of their own; a component sends its own load.
  const loadOnArrival = useEffectEvent(() => {
    if (view?.component || !flow.screens[screenId]?.on?.load) return;
    void send('load');
  });
  // Once per arrival on the screen.
  useEffect(() => {
    loadOnArrival();
  }, [screenId, location.key]);

  if (!view || !copy) return <Alert>{catalog.errors.errorPageGeneric}</Alert>;

  // Links in copy to one of this screen's modals (/terms, /privacy...) open the modal instead of leaving the form.
  const onLinkClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as HTMLElement).closest?.('a');
    const href = link?.getAttribute('href') ?? '';
    const id = /^\/([A-Za-z0-9_]+)$/.exec(href)?.[1];
    if (id && view.modals.includes(id)) {
      e.preventDefault();
      setModal(id);
    }
  };

  const ownForm = view.form !== null && !view.component;
  // Until its form is drawn, nothing stands below where it will be (the other buttons, the footer), so the form
  // arriving moves nothing on the screen (no layout shift).
  const formPending = ownForm && !formCode;
  const submitButton = ownForm ? view.buttons.find((b) => (b.kind ?? 'primary') === 'primary') ?? null : null;
  const otherButtons = view.buttons.filter((b) => b !== submitButton);
  const buttons = otherButtons.length > 0 ? (
    <div className="screen-buttons">
      {otherButtons.map((b) => (
        <Button key={`${b.id}-${b.event}`} kind={b.kind ?? 'primary'} disabled={busy} busy={busy} onClick={() => void send(b.event, b.input)}>
          {plainText(copy.buttons[b.id], values)}
        </Button>
      ))}
    </div>
  ) : null;
  const modalLinks = !view.component ? Object.keys(copy.buttons).filter((id) => view.modals.includes(id)) : [];
  const Registered = view.component && Object.hasOwn(componentRegistry, view.component) ? componentRegistry[view.component as ComponentName] : undefined;
  // The flow file the screen is written in, named by a config problem's line in `npm run dev`.
  const flowFile = flow.origin[screenId] ?? `flows/${journeyName}.yaml`;
  // A component the flow names that the app does not register: a config problem, said before anything is drawn.
  const unregistered = view.component && !Registered ? unregisteredComponent(screenId, view.component, flowFile, Object.keys(componentRegistry)) : null;
  const problem = (failure: ScreenFailure, tryAgain?: () => void) => (
    <ScreenProblem failure={failure} page={screenId} errors={catalog.errors} site={catalog.site} values={values} retry={tryAgain}
      track={(event, properties) => runtime.analytics.track(event, properties)} />
  );
  const props: ScreenProps = {
    view, copy, site: catalog.site, messages: catalog.messages, errors: catalog.errors, loan, prequal, data, values,
    send: async (event, input) => { await send(event, input); }, busy, deps: runtime.deps,
    showError: (error) => setPageError(shownErrorOf(error)), openModal: setModal,
    track: (event, properties) => runtime.analytics.track(event, properties),
  };

  return (
    <div className="screen-wrap">
      <main ref={mainRef} className={`screen screen-${screenId}`} onClick={onLinkClick}>
        <ScreenHeader progress={view.progress} titleId={titleId} back={view.back !== null} close={view.close} labels={catalog.site.header}
          onBack={() => void send('back')} onClose={() => void send('close')} />
        {takeover ? <WaitTakeover text={waitingText(waiting, 'text')} hint={waitingText(waiting, 'hint')} /> : null}
        {/* Hidden, not removed, while a decision runs: the form keeps what the borrower typed. */}
        <div className="screen-content" hidden={takeover}>
        <ScreenIntro titleId={titleId} titleRef={titleRef} title={plainText(copy.title, values)} subtitle={copy.subtitle ? plainText(copy.subtitle, values) : undefined}
          body={<Markdown text={copy.body} values={values} />} />
        {shownError ? <p className="error-message">{shownError}</p> : null}
        <PageError error={pageError} text={pageErrorSaid} locale={locale} boxRef={pageErrorRef}>
          {/* A call that did not get through: the same event again, with what the borrower typed and the same key. */}
          {pageError && retry?.screen === screenId ? (
            <Button kind="secondary" className="alert-retry" disabled={busy} busy={busy} onClick={() => void sendFrom(retry.screen, retry.event, retry.input)}>
              {catalog.site.network.tryAgain}
            </Button>
          ) : null}
        </PageError>
        {modalLinks.length > 0 ? (
          <div className="modal-links">
            {modalLinks.map((id) => <Button key={id} kind="link" onClick={() => setModal(id)}>{plainText(copy.buttons[id], values)}</Button>)}
          </div>
        ) : null}
        {ownForm && view.form && formCode ? (
          <ComponentBoundary key={`${screenId}-${location.key}`} fallback={(error, drawAgain) => problem(screenFailure(error, { form: view.form }), () => {
            // Try again: the form chunk is asked for anew, and the form drawn again waits for it.
            loadScreenForm(view.form ?? undefined).catch(() => undefined);
            drawAgain();
          })}>
            <Suspense fallback={<div className="form-pending" aria-busy="true" />}>
              <LazyScreenForm key={`${screenId}-${location.key}`} formId={view.form} copy={copy} values={values} submitButton={submitButton}
                send={send} source={state} journey={journeyName} namedBy={{ screen: screenId, file: flowFile }} />
            </Suspense>
          </ComponentBoundary>
        ) : null}
        {unregistered ? problem({ cause: 'config', problem: unregistered }) : null}
        {Registered ? (
          <ComponentBoundary key={`${screenId}-${view.component}`} fallback={(error, drawAgain) => {
            const failure = screenFailure(error);
            // Try again: the component's code is asked for anew, and the part drawn again waits for it.
            return problem(failure, failure.cause === 'download' ? () => {
              fetchComponent(view.component ?? '').catch(() => undefined);
              drawAgain();
            } : undefined);
          }}>
            <Suspense fallback={<Loader text={catalog.site.loading.default} />}>
              <Registered {...props} shellButtons={buttons} />
            </Suspense>
          </ComponentBoundary>
        ) : formPending ? null : buttons}
        {slow && !takeover ? <Loader text={catalog.site.loading.checkingOptions} animated /> : null}
        </div>
        <ScreenModals ids={view.modals} open={modal} onClose={() => setModal(null)} values={values} />
      </main>
      {formPending ? null : <footer className="footer"><Markdown text={catalog.site.footer} values={values} /></footer>}
    </div>
  );
}
