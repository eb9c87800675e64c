import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The services' V8 flags live in one file; npm start, the bench and e2e read it
// (scripts/lib/system/services.mjs), the image cannot, so its NODE_OPTIONS and CMD must say the same.
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

describe('service node options', () => {
  const { NODE_OPTIONS, COMMAND_LINE } = JSON.parse(read('libs/nest-common/node-options.json')) as {
    NODE_OPTIONS: string;
    COMMAND_LINE: string;
  };
  const dockerfile = read('docker/service.Dockerfile');

  it('the service image runs node with the same NODE_OPTIONS as npm start', () => {
    const env = /^\s*NODE_OPTIONS="([^"]*)"/m.exec(dockerfile);
    expect(env?.[1]).toBe(NODE_OPTIONS);
  });

  it('the service image passes the command-line flags to node before its entry point', () => {
    const cmd = /^CMD (\[.*\])\s*$/m.exec(dockerfile);
    expect(JSON.parse(cmd?.[1] ?? '[]')).toEqual(['node', ...COMMAND_LINE.split(/\s+/), 'dist/main.js']);
  });

  it('every flag is one Node accepts where it is passed (NODE_OPTIONS, the command line)', () => {
    expect(() =>
      execFileSync(process.execPath, ['-e', '0'], { env: { ...process.env, NODE_OPTIONS }, stdio: 'pipe' }),
    ).not.toThrow();
    expect(() =>
      execFileSync(process.execPath, [...COMMAND_LINE.split(/\s+/), '-e', '0'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
