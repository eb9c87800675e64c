import { configure } from '@testing-library/react';

// The directory draws its lists in transitions and loads its dialogs and forms on first use, so a
// state can take more than testing-library's default second on a busy machine. Tests still wait
// for states (findBy…, waitFor), never for a time.
configure({ asyncUtilTimeout: 15_000 });
