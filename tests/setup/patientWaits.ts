// Testing Library's waitFor and findBy* give up after 1 s by default: on a busy two-core machine (a full `npm test`,
// a CI runner beside other jobs) a screen that draws in 1.2 s fails a test whose behaviour is right. They return as
// soon as what they wait for holds, so a longer limit costs a passing test nothing; the test's own 20 s limit
// (vitest.config.ts) stays the bound. A test that must see something NOT happen asserts it after an event it waits
// for, never by a waitFor that times out.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
