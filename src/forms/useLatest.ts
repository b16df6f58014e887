import { useLayoutEffect, useRef, type RefObject } from 'react';

// The latest value (a prop passed anew each render) for a callback made once, which can then stay the same object.
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
