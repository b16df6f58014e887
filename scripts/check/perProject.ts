import type { Project } from './Project';

// What several rules derive from the loaded project (the forms as read, the English copy, who shows which copy)
// is derived once per project, however many rules ask for it and in whatever order.
export function perProject<T>(derive: (project: Project) => T): (project: Project) => T {
  const cache = new WeakMap<Project, T>();
  return (project) => {
    if (!cache.has(project)) cache.set(project, derive(project));
    return cache.get(project) as T;
  };
}
