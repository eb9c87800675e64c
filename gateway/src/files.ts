// Reads the template files and route lists from disk and writes a rendered configuration.
import fs from 'node:fs';
import path from 'node:path';

import { hostFacts } from './host';
import { renderGatewayFiles, renderStaticServer, type GatewayTemplates } from './render';
import { readRouteLists } from './route-lists';
import { gatewaySettingsFromEnv, staticSettingsFromEnv, type Env } from './settings';

/** gateway/ itself: the templates beside this package's src/ or dist/. */
export const PACKAGE_DIR = path.resolve(__dirname, '..');

/**
 * nginx.conf.template and the snippets, laid out as in gateway/ (snippets/*.conf), or flat as a
 * Kubernetes ConfigMap mounts them (*.conf beside the template).
 */
export function readGatewayTemplates(sourceDir: string): GatewayTemplates {
  const nested = path.join(sourceDir, 'snippets');
  const snippetDir = fs.existsSync(nested) ? nested : sourceDir;
  const snippets: Record<string, string> = {};
  for (const file of fs
    .readdirSync(snippetDir)
    .filter((f) => f.endsWith('.conf'))
    .sort())
    snippets[file] = fs.readFileSync(path.join(snippetDir, file), 'utf8');
  return { main: fs.readFileSync(path.join(sourceDir, 'nginx.conf.template'), 'utf8'), snippets };
}

export interface WriteGatewayOptions {
  outDir: string;
  env: Env;
  /** Where nginx.conf.template and the snippets are (default: gateway/). */
  sourceDir?: string;
  /**
   * The services' route lists: files (a service's dist/routes.json) or directories of
   * `*.routes.json` (default: sourceDir/routes, or sourceDir when flat, as a ConfigMap is).
   */
  routeLists?: readonly string[];
}

/** Renders the gateway into outDir (nginx.conf, snippets/) and makes nginx's runtime directories. */
export function writeGateway({
  outDir,
  env,
  sourceDir = PACKAGE_DIR,
  routeLists,
}: WriteGatewayOptions): string {
  const settings = gatewaySettingsFromEnv(env, outDir);
  const nestedRoutes = path.join(sourceDir, 'routes');
  const lists = readRouteLists(routeLists ?? (fs.existsSync(nestedRoutes) ? nestedRoutes : sourceDir));
  const files = renderGatewayFiles(settings, hostFacts(settings), readGatewayTemplates(sourceDir), lists);
  // A snippet that no longer exists in the templates must not linger from an earlier render.
  fs.rmSync(path.join(outDir, 'snippets'), { recursive: true, force: true });
  for (const dir of ['snippets', 'frontends']) fs.mkdirSync(path.join(outDir, dir), { recursive: true });
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(settings.runtimeDir, 'temp', dir), { recursive: true });
  for (const dir of ['api', 'api-generation'])
    fs.mkdirSync(path.join(settings.runtimeDir, 'cache', dir), { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(outDir, file), text);
  return path.join(outDir, 'nginx.conf');
}

/** Renders one static server block (static.conf.template) into outFile. */
export function writeStaticServer({
  outFile,
  env,
  sourceDir = PACKAGE_DIR,
}: {
  outFile: string;
  env: Env;
  sourceDir?: string;
}): void {
  const settings = staticSettingsFromEnv(env);
  const brotliStatic = settings.brotliStaticModule !== '' && fs.existsSync(settings.brotliStaticModule);
  const template = fs.readFileSync(path.join(sourceDir, 'static.conf.template'), 'utf8');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, renderStaticServer(settings, brotliStatic, template));
}
