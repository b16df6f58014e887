import { createElement, Fragment, use, type ComponentType, type ReactNode } from 'react';
import type { ComponentName } from '../../engine/registry/components';
import { ChunkError } from '../../engine/runtime/ChunkError';
import { loadOnce, type LoadOnce } from '../../engine/runtime/loadOnce';
import type { ScreenProps } from './ScreenProps';
import { nextTask } from '../start/schedule';

/** Parts of the screen a component draws itself (declared as a static `owns` on its default export). */
export interface Owns { buttons?: boolean }
/**
 * What a screen before this component fetches ahead with the component's code (a static `ahead` on its default
 * export): the bank link's script. Must swallow its failures: the component loads what it needs again when drawn.
 */
export type Ahead = () => void;

/** A registered component as the renderer uses it: the screen props plus the shell's buttons, drawn unless owned. */
export type RegisteredProps = ScreenProps & { shellButtons?: ReactNode };
type Module = { default: ComponentType<ScreenProps> & { owns?: Owns; ahead?: Ahead } };

// Each component file under src/components/<Name>.tsx, fetched when a screen shows it or is about to
// (src/screens/useFetchAhead.ts).
const files = import.meta.glob<Module>('./*.tsx');

// One download per component file: once, and again after a download that failed (the borrower's Try again), never
// a failure kept for good as React.lazy would. A download starts in a task of its own: asking for a file and the
// files it imports costs the page's thread a request each, which a screen's render (where a component first asks
// for its code) should not pay in the same task.
const chunks = new Map<string, LoadOnce<Module>>();
function chunkOf(name: string): LoadOnce<Module> {
  let chunk = chunks.get(name);
  if (!chunk) {
    const file = files[`./${name}.tsx`];
    // A file that does not exist is a config problem (screenFailure says so); one that did not download, the network's.
    chunk = loadOnce(() => (file
      ? nextTask().then(file).catch((error: unknown) => { throw new ChunkError(error); })
      : Promise.reject(new Error(`src/components/${name}.tsx does not exist (component "${name}" is named by a flow)`))));
    chunks.set(name, chunk);
  }
  return chunk;
}

/** Starts downloading a component's code (a screen the borrower may go to next), or again after a failure. */
export function fetchComponent(name: string): Promise<Module> {
  return chunkOf(name).load();
}

// Draws a component at once when its code is in (fetched ahead), else suspends on its download; a failed download
// reaches the screen's boundary, whose Try again asks for it anew (fetchComponent) and draws this again. The flow's
// buttons are drawn after it unless the component says it draws them itself (`Component.owns = { buttons: true }`).
function registered(name: ComponentName): ComponentType<RegisteredProps> {
  function Registered({ shellButtons, ...props }: RegisteredProps) {
    // use() on every draw, the code in or not (it reads a download that is in at once: engine/runtime/loadOnce.ts).
    const { default: Screen } = use(chunkOf(name).pending());
    return createElement(Fragment, null, createElement(Screen, props), Screen.owns?.buttons ? null : shellButtons);
  }
  Registered.displayName = name;
  return Registered;
}

// Every screen component a flow may name (engine/registry/components.ts). Heavy SDKs (bank link, identity, PDF)
// stay out of the first download. `satisfies` keeps this list and the engine's in step.
export const componentRegistry = {
  PlanPicker: registered('PlanPicker'),
  OfferLock: registered('OfferLock'),
  BankLink: registered('BankLink'),
  AutopayConfirm: registered('AutopayConfirm'),
  IdentityVerification: registered('IdentityVerification'),
  SigningForm: registered('SigningForm'),
  PurchaseConfirm: registered('PurchaseConfirm'),
  LoanReceipt: registered('LoanReceipt'),
  MarkStale: registered('MarkStale'),
  Dashboard: registered('Dashboard'),
  SessionExpired: registered('SessionExpired'),
  Calculator: registered('Calculator'),
  LegalDocument: registered('LegalDocument'),
  TestHome: registered('TestHome'),
  PlaidTestTool: registered('PlaidTestTool'),
  MarketingRedirect: registered('MarketingRedirect'),
  PrequalOffers: registered('PrequalOffers'),
  DeclinedDocuments: registered('DeclinedDocuments'),
} satisfies Record<ComponentName, ComponentType<RegisteredProps>>;
