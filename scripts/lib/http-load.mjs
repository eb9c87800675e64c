// Closed-loop HTTP load for `npm run bench`: a number of connections, each sending its next request
// when the previous answer has arrived, for a fixed time. wrk (Debian's package, C, its own
// process) is the client when installed; autocannon (npm, runs inside this Node process) only
// where wrk is absent. autocannon saturates its own core here at ~1,250 answers/s of the 68 KiB
// list, so under it the latency figures measure the client, not the server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const hasWrk = () => spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status === 0;

// wrk's summary as one JSON line (latencies in microseconds).
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\nBENCH_JSON {"requests":%d,"durationUs":%d,"non2xx":%d,"socketErrors":%d,"p50Us":%d,"p99Us":%d,"meanUs":%f}\\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.mean))
end
`;

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

async function wrkRun(url, { connections, seconds, headers }) {
  const dir = mkdtempSync(join(tmpdir(), 'byp-wrk-'));
  const script = join(dir, 'report.lua');
  writeFileSync(script, WRK_REPORT);
  // Two threads (one per core here): the client is not what limits the rate.
  const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  try {
    const started = performance.now();
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let cpu = 0;
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    // The last sample before wrk exits is (almost all of) its CPU time.
    const sampler = setInterval(() => (cpu = cpuSeconds(child.pid) ?? cpu), 200);
    const code = await new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    clearInterval(sampler);
    const line = /BENCH_JSON (\{.*\})/.exec(out);
    if (code !== 0 || !line) throw new Error(`wrk failed (${code}): ${out.slice(-300)}`);
    const r = JSON.parse(line[1]);
    return {
      client: 'wrk',
      rps: r.requests / (r.durationUs / 1e6),
      p50Ms: r.p50Us / 1000,
      p99Ms: r.p99Us / 1000,
      errors: r.non2xx + r.socketErrors,
      clientCpu: cpu / ((performance.now() - started) / 1000),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** autocannon runs in this process (no workers): this process's CPU over the run is the client's. */
async function autocannonRun(url, { connections, seconds, headers }) {
  const { default: autocannon } = await import('autocannon');
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, res) =>
      error ? reject(error) : resolve(res),
    );
  });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    client: 'autocannon',
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    clientCpu: (cpu.user + cpu.system) / 1000 / (performance.now() - started),
  };
}

/**
 * One run against `url`: answers per second, p50/p99 latency (ms), errors (non-2xx/3xx answers
 * and socket errors), the share of a core the client used, and which client ran it.
 */
export async function httpLoad(url, { connections = 64, seconds = 10, headers = {} } = {}) {
  const options = { connections, seconds, headers };
  const run = hasWrk() ? await wrkRun(url, options) : await autocannonRun(url, options);
  // With every connection waiting for its answer, the mean latency is at least connections ÷ rate.
  return { ...run, meanFloorMs: (connections * 1000) / run.rps };
}
