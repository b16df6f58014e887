// The slice of the Web Storage API the engine needs, so local and session storage can be injected (and faked in tests).
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
