// Testing Library's waitFor and findBy* give up after 1 s by default: on a busy two-core machine (a full `npm test`,
// a CI runner beside other jobs) a screen that draws in 1.2 s fails a test whose behaviour is right. They return as
// soon as what they wait for holds, so a longer limit costs a passing test nothing; the test's own 20 s limit
// (vitest.config.ts) stays the bound. A test that must see something NOT happen asserts it after an event it waits
// for, never by a waitFor that times out.
//
// What a findBy* found is also ready to be used: React commits a screen that waited (a form chunk, an answer) in a
// task of its own and runs its effects (a field's subscription to the form's model among them) in a later one.
// Testing Library's own wrapper waits one timer after the wait; on a busy machine that timer is due before React's
// next task, so a test typed into a field whose effects had not run: the model took the keystroke and the box drew
// the old value (seen in CI: "filters as you type ('12a3' -> '123')" received ''). The wait below also lets React's
// scheduler (setImmediate under Node) run what it has queued, as the time between a screen drawing and a thumb
// reaching it always does in a browser. STRESS_WAITS=1 makes the race certain, to try a test against it.
import '@testing-library/react';
import { configure } from '@testing-library/dom';

const ACT = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const nextTimer = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextCheck = () => new Promise<void>((resolve) => setImmediate(resolve));
const stress = process.env.STRESS_WAITS === '1';
/** What React's scheduler has queued runs (it yields every 5 ms, re-queueing itself). */
const SCHEDULER_TURNS = 3;

configure({
  asyncUtilTimeout: 10_000,
  // As @testing-library/react's own wrapper (updates while waiting are not act()'s), then React's queued tasks.
  asyncWrapper: async (cb) => {
    const before = ACT.IS_REACT_ACT_ENVIRONMENT;
    ACT.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const result = await cb();
      const timer = nextTimer();
      if (stress) {
        const start = Date.now();
        while (Date.now() - start < 5) { /* the timer falls due before React's next task */ }
      }
      await timer;
      for (let turn = 0; turn < SCHEDULER_TURNS; turn += 1) await nextCheck();
      return result;
    } finally {
      ACT.IS_REACT_ACT_ENVIRONMENT = before;
    }
  },
});
