import type { Button } from '../../../engine/flow/FlowTypes';
import type { ScreenView } from '../../../engine/flow/describeScreen';

/** Why: the flow decides whether a button exists (and its kind and input); a component that draws it only adds when it is enabled. */
export function viewButton(view: ScreenView, event: string): Button | undefined {
  return view.buttons.find((button) => button.event === event);
}
