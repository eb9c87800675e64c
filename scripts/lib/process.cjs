// Child-process helpers shared by the system starter and the tests.
'use strict';

const http = require('node:http');
const net = require('node:net');
const readline = require('node:readline');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pipes a child's stdout and stderr to `log(line)`, one call per line. */
function pipeLines(child, log) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', log);
  }
}

/** GET url; resolves with the status code, or null when nothing answers. */
function httpStatus(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode ?? null);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

/**
 * Polls url until it answers `expected` (default 200). Fails early when `child` exits.
 */
async function waitForHttp(url, { timeoutMs = 60000, expected = 200, child, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = null;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    if (child && child.signalCode)
      throw new Error(`${name} was killed by ${child.signalCode} before it was ready`);
    last = await httpStatus(url);
    if (last === expected) return;
    await sleep(250);
  }
  throw new Error(
    `${name} did not answer ${expected} on ${url} within ${timeoutMs} ms (last: ${last ?? 'no answer'})`,
  );
}

/** True when something accepts connections on host:port. */
function isPortInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Sends `signal`, waits up to timeoutMs for exit, then SIGKILLs. */
async function stopChild(child, { signal = 'SIGTERM', timeoutMs = 10000 } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs);
  });
  const tooSlow = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (tooSlow) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Whether a process with this pid exists (signal 0 checks without sending anything). */
function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

module.exports = { sleep, pipeLines, httpStatus, waitForHttp, isPortInUse, stopChild, processAlive };
