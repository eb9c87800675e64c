// Async boundary: the shared singletons (react, the platform lib…) are negotiated by the
// federation runtime before bootstrap runs.
import('./bootstrap');
