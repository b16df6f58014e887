// Types of the modules scripts/vite/precompileContent.ts makes of flow and copy files.
declare module '*.yaml' {
  const compiled: import('../../engine/content/compileContentFile').CompiledFile;
  export default compiled;
}
declare module '*.md' {
  const compiled: import('../../engine/Result').Result<import('../../engine/content/ScreenCopy').ScreenCopy, string[]>;
  export default compiled;
}
declare module '*.md?head' {
  const compiled: import('../../engine/Result').Result<import('../../engine/content/ScreenCopy').ScreenCopy, string[]>;
  export default compiled;
}
declare module '*.md?body' {
  const body: string;
  export default body;
}
declare module 'virtual:content/*' {
  const raw: import('../../src/content/buildCatalog').RawCatalog;
  export default raw;
}
declare module 'virtual:content-locales' {
  export const locales: string[];
  export const loaders: Record<string, () => Promise<import('../../src/content/buildCatalog').RawCatalog>>;
}
declare module 'virtual:form-definitions' {
  const definitions: Record<string, unknown>;
  export default definitions;
}
declare module 'virtual:form-formats' {
  const formats: Record<string, string[]>;
  export default formats;
}
declare module 'virtual:link-route' {
  const route: import('./linkRoute').LinkRoute;
  export default route;
}
declare module 'virtual:first-paint' {
  export const loaders: Record<string, () => Promise<import('../../engine/content/FirstPaintCopy').FirstPaintCopy | null>>;
}
