import { useSyncExternalStore } from 'react';
import type { FormModel } from '../../engine/forms/formModel';

// Something the form's model says, read again at each change of the model and drawn again only when it differs: a
// primitive, or an object the model's state keeps, so that nothing else draws again.
export const useModelSays = <T>(model: FormModel, of: (model: FormModel) => T): T => useSyncExternalStore(model.subscribe, () => of(model), () => of(model));
