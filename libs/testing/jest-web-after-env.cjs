// Every web project: Testing Library's findBy*/waitFor give up after 1 s by default. Lists render
// in transitions, and pages, dialogs and forms load on first use, so on a busy 2-core CI machine a
// state can take longer (a login's redirect to the dashboard failed so). The timeout is a ceiling
// for a state that never comes; tests still wait for states, never for a time.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
