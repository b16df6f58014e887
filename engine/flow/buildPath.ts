import type { CompiledFlow } from './FlowTypes';

// Fills a screen's path template (/:token) from the state fields the flow's params name.
export function buildPath(flow: CompiledFlow, screenId: string, state: unknown): string {
  const template = flow.screens[screenId]?.path ?? '/error';
  const source = (state ?? {}) as Record<string, unknown>;
  return template.replace(/:([A-Za-z0-9_]+)/g, (_m, param: string) => {
    const field = flow.params[param] ?? param;
    const value = source[field];
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : '';
  });
}
