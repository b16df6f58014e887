let load: Promise<typeof import('persona')> | null = null;

// The identity SDK is fetched only when a borrower starts the check (its own chunk), once per page; a failed
// fetch is forgotten so the next try fetches again.
export function loadPersona(): Promise<typeof import('persona')> {
  load ??= import('persona').catch((error: unknown) => {
    load = null;
    throw error;
  });
  return load;
}
