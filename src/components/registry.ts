import { createElement, Fragment, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ComponentName } from '../../engine/registry/components';
import type { ScreenProps } from './ScreenProps';

/** Parts of the screen a component draws itself (declared as a static `owns` on its default export). */
export interface Owns { buttons?: boolean }

/** A registered component as the renderer uses it: the screen props plus the shell's buttons, drawn unless owned. */
export type RegisteredProps = ScreenProps & { shellButtons?: ReactNode };
type Registered = LazyExoticComponent<ComponentType<RegisteredProps>>;
type Module = { default: ComponentType<ScreenProps> & { owns?: Owns } };

// Each component file under src/components/<Name>.tsx, fetched only when a screen shows it.
const files = import.meta.glob<Module>('./*.tsx');

// Loads a component's file only when a screen shows it, and draws the flow's buttons after it unless the
// component says it draws them itself (`Component.owns = { buttons: true }`). A name with no file fails inside
// the screen's error boundary (an on-page error), never the whole app.
function load(name: ComponentName): Registered {
  return lazy(async () => {
    const file = files[`./${name}.tsx`];
    if (!file) throw new Error(`src/components/${name}.tsx does not exist (component "${name}" is named by a flow)`);
    const { default: Screen } = await file();
    function WithShell({ shellButtons, ...props }: RegisteredProps) {
      return createElement(Fragment, null, createElement(Screen, props), Screen.owns?.buttons ? null : shellButtons);
    }
    return { default: WithShell };
  });
}

// Every screen component a flow may name (engine/registry/components.ts). Heavy SDKs (bank link, identity, PDF)
// stay out of the first download. `satisfies` keeps this list and the engine's in step.
export const componentRegistry = {
  PlanPicker: load('PlanPicker'),
  OfferLock: load('OfferLock'),
  BankLink: load('BankLink'),
  AutopayConfirm: load('AutopayConfirm'),
  IdentityVerification: load('IdentityVerification'),
  SigningForm: load('SigningForm'),
  PurchaseConfirm: load('PurchaseConfirm'),
  LoanReceipt: load('LoanReceipt'),
  MarkStale: load('MarkStale'),
  Dashboard: load('Dashboard'),
  SessionExpired: load('SessionExpired'),
  Calculator: load('Calculator'),
  LegalDocument: load('LegalDocument'),
  TestHome: load('TestHome'),
  PlaidTestTool: load('PlaidTestTool'),
  MarketingRedirect: load('MarketingRedirect'),
  PrequalOffers: load('PrequalOffers'),
  DeclinedDocuments: load('DeclinedDocuments'),
} satisfies Record<ComponentName, Registered>;
