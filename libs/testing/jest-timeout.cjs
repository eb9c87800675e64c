// Jest reads `testTimeout` only from the root config in a multi-project run, so each project's
// time budget travels as a global and is applied here. A budget is a ceiling for a hung test,
// not a wait: hooks that boot a service or a browser need room on a busy 2-core CI machine.
jest.setTimeout(globalThis.__BYP_TEST_TIMEOUT__ ?? 60_000);
