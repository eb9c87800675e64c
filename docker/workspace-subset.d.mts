// Types of workspace-subset.mjs for the TypeScript tests that import it.
export declare const BUILD_TOOLS: { service: string[]; frontend: string[] };
export declare const ROOT_BUILD_FILES: { service: string[]; frontend: string[] };
export declare function workspaceClosure(rootDir: string, packageDir: string): string[];
export declare function writeWorkspaceSubset(options: {
  rootDir: string;
  packageDir: string;
  kind: 'service' | 'frontend';
  outDir: string;
}): { workspaces: string[] };
