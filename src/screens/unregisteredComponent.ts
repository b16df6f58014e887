import { closestName } from '../../engine/flow/closestName';
import type { ConfigProblem } from '../../engine/forms/ScreenConfigError';

// The config problem of a screen whose flow names a component the app does not register (flows:check says the
// same before the app runs; this is what a screen says if one slips through): the flow file, the screen, the name,
// and the registered name it most likely meant.
export function unregisteredComponent(screen: string, name: string, flowFile: string, registered: readonly string[]): ConfigProblem {
  const near = closestName(name, registered);
  return {
    cause: 'unknownComponent',
    file: flowFile,
    detail: `screen "${screen}" names component "${name}", which is not registered (engine/registry/components.ts)${near ? ` (did you mean "${near}"?)` : ''}`,
  };
}
