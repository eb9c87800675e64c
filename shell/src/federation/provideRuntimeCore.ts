// Federation runtime plugin of the host: publishes the runtime core it bundles as the global the
// remotes are built against (`experiments.externalRuntime` in webpack.federation.js), so a page
// carries one federation runtime. It does what @module-federation/inject-external-runtime-core-plugin
// does, but as an ES import: that package is CommonJS, and its require() pulled a second copy of
// the runtime core into main.js (+24 KB gzip).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime-core';

type CoreGlobal = typeof runtimeCore.Global & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'byp-provide-runtime-core',
    beforeInit(args) {
      const globalRef = runtimeCore.Global as CoreGlobal;
      globalRef._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
