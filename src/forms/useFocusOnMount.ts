import { useEffect, useRef } from 'react';
import { focusField } from './focusField';

// A form drawn again after a wrong answer (the texted code) puts the cursor in its first field, once, as it appears.
export function useFocusOnMount(enabled: boolean, idPrefix: string, field: string | undefined): void {
  const asked = useRef({ enabled, idPrefix, field });
  useEffect(() => {
    const { enabled: on, idPrefix: prefix, field: first } = asked.current;
    if (on && first) focusField(prefix, first);
  }, []);
}
