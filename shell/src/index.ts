import { warmPageRemote } from './federation/remotes';

// The page's remote downloads beside the host's chunks (it needs only the federation runtime,
// which main.js carries).
warmPageRemote(window.location.pathname);
// Async boundary: the shared singletons (react, the platform lib…) are negotiated by the
// federation runtime before bootstrap runs.
import('./bootstrap');
