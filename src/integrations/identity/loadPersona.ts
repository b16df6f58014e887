import { loadOnce } from '../../../engine/runtime/loadOnce';

// The identity SDK is fetched only when a borrower starts the check (its own chunk), once per page; a failed
// fetch is forgotten so the next try fetches again.
const persona = loadOnce(() => import('persona'));

export function loadPersona(): Promise<typeof import('persona')> {
  return persona.load();
}
