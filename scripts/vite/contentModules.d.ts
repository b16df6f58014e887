// Types of the modules scripts/vite/precompileContent.ts makes of flow files, and of the virtual modules the app and
// its tests import. (Copy files are imported only by the code localeCatalogs generates, never by a TypeScript file,
// so they need no declaration here.)
declare module '*.yaml' {
  const compiled: import('../../engine/content/compileContentFile').CompiledFile;
  export default compiled;
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
