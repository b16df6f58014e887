import type { RouteContext } from '../facts/FactDef';
import { evaluateCondition } from './evaluateCondition';
import { factReader } from './factReader';
import type { Button, CompiledFlow } from './FlowTypes';

export interface ScreenView {
  id: string;
  copy: string;
  progress: number | null;
  variant: string | null;
  buttons: Button[];
  back: string | null;
  close: boolean;
  form: string | null;
  component: string | null;
  props: Record<string, unknown>;
  modals: string[];
}

// Everything the app needs to draw a screen for this state: which copy and variant, the progress value, which
// buttons show, whether a back link shows. The app renders this and decides nothing itself.
export function describeScreen(flow: CompiledFlow, screenId: string, state: unknown, ctx: RouteContext): ScreenView | null {
  const screen = flow.screens[screenId];
  if (!screen) return null;
  const fact = factReader(flow, state, { ...ctx, screen: screenId });
  const holds = (when: Parameters<typeof evaluateCondition>[0]) => evaluateCondition(when, fact);
  const progress = typeof screen.progress === 'number' ? screen.progress : (screen.progress?.find((r) => holds(r.when))?.value ?? null);
  const back = screen.header?.back && holds(screen.header.backWhen) ? screen.header.back : null;
  return {
    id: screenId,
    copy: screen.copy ?? screenId,
    progress,
    variant: screen.variant?.find((v) => holds(v.when))?.use ?? null,
    buttons: (screen.buttons ?? []).filter((b) => holds(b.when)),
    back,
    close: screen.header?.close ?? false,
    form: screen.form ?? null,
    component: screen.component ?? null,
    props: screen.props ?? {},
    modals: screen.modals ?? [],
  };
}
