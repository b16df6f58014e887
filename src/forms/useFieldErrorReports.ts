import { useEffect, useRef } from 'react';
import { fieldMessages, type FormModel } from '../../engine/forms/formModel';
import { useLatest } from './useLatest';
import { useModelSays } from './useModelSays';

// Validation errors are logged to analytics (prequal spec section 5): each problem once as it starts showing, by
// field and code (never the value); a problem that goes and comes back is logged again.
export function useFieldErrorReports(model: FormModel, report: ((field: string, code: string) => void) | undefined): void {
  const key = useModelSays(model, (now) => Object.entries(fieldMessages(now)).map(([field, m]) => `${field}\n${m.code}`).sort().join('\t'));
  const reported = useRef(new Set<string>());
  const tell = useLatest(report);
  useEffect(() => {
    const now = new Set(key ? key.split('\t') : []);
    for (const problem of now) {
      if (reported.current.has(problem)) continue;
      const [field = '', code = ''] = problem.split('\n');
      tell.current?.(field, code);
    }
    reported.current = now;
  }, [key, tell]);
}
