import { act } from '@testing-library/react';
import { paintedWorkDone } from '../../../src/start/schedule';

// A keystroke's rules run after its paint (src/forms/LoadedSchemaForm.tsx): what a borrower sees a frame later (the
// submit button enabled, its line) is read after this.
export async function painted(): Promise<void> {
  await act(() => paintedWorkDone());
}
