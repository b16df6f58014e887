import { useSyncExternalStore } from 'react';
import type { FormModel } from '../../engine/forms/formModel';

// Something the form's model says, drawn again only when it differs: a primitive, or an object the model's state keeps.
export const useModelSays = <T>(model: FormModel, of: (model: FormModel) => T): T => useSyncExternalStore(model.subscribe, () => of(model), () => of(model));
