import { useLayoutEffect, useRef, type RefObject } from 'react';

// The latest value of something a callback made once reads when it runs (a prop the parent passes anew on each
// render), so the callback, and what holds it, can stay the same object.
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
