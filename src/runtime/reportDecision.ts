import type { Decision } from '../../engine/flow/Decision';

type Hook = (decision: { screen: string; via: string }) => void;

// Tells a replay harness (if one listens) what the engine decided and which screen was drawn, so flow coverage
// comes from real decisions. Only the screen id and the rule name leave: never state or personal data.
export function reportDecision(decision: Pick<Decision, 'screen' | 'via'>): void {
  const hook = (globalThis as { __onEngineDecision?: Hook }).__onEngineDecision;
  if (typeof hook === 'function') {
    try {
      hook({ screen: decision.screen, via: decision.via });
    } catch {
      // A harness problem never breaks the app.
    }
  }
}
