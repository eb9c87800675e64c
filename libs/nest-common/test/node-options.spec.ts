import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The services' V8 flags live in one file; npm start, the bench and e2e read it
// (scripts/lib/system/services.mjs), the image cannot, so its NODE_OPTIONS must say the same.
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

describe('service node options', () => {
  const { NODE_OPTIONS } = JSON.parse(read('libs/nest-common/node-options.json')) as { NODE_OPTIONS: string };

  it('the service image runs node with the same NODE_OPTIONS as npm start', () => {
    const env = /^\s*NODE_OPTIONS="([^"]*)"/m.exec(read('docker/service.Dockerfile'));
    expect(env?.[1]).toBe(NODE_OPTIONS);
  });

  it('every flag is one Node accepts in NODE_OPTIONS (the image passes them that way)', () => {
    expect(() =>
      execFileSync(process.execPath, ['-e', '0'], { env: { ...process.env, NODE_OPTIONS }, stdio: 'pipe' }),
    ).not.toThrow();
  });
});
