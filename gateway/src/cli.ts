// The renderer's command line, run by `npm start` (through scripts/lib/nginx.cjs), the
// gateway image's entrypoint and the frontend image's build:
//
//   node gateway/dist/cli.js gateway OUT_DIR    nginx.conf + snippets/ (nginx -p OUT_DIR -c OUT_DIR/nginx.conf)
//   node gateway/dist/cli.js static OUT_FILE    one static server block for a frontend dist
//
// Settings come from the environment (gateway/README.md); GATEWAY_SOURCE_DIR says where the
// templates are, GATEWAY_ROUTE_LISTS where the services' route lists are (files or directories,
// separated by ':').
import path from 'node:path';

import { writeGateway, writeStaticServer } from './files';
import { GatewaySettingsError } from './settings';

function main(argv: string[]): void {
  const [mode, out] = argv;
  const sourceDir = process.env.GATEWAY_SOURCE_DIR || undefined;
  if (argv.length === 2 && mode === 'gateway')
    writeGateway({
      outDir: out,
      env: process.env,
      sourceDir,
      routeLists: process.env.GATEWAY_ROUTE_LISTS?.split(path.delimiter).filter(Boolean),
    });
  else if (argv.length === 2 && mode === 'static')
    writeStaticServer({ outFile: out, env: process.env, sourceDir });
  else throw new GatewaySettingsError('usage: cli.js gateway OUT_DIR | cli.js static OUT_FILE');
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof GatewaySettingsError)) throw error;
  process.stderr.write(`gateway renderer: ${error.message}\n`);
  process.exit(1);
}
