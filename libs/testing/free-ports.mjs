// Ports for the processes of a test or bench system: each free when picked, and all different.
//
// Asking the kernel for port 0 and closing the socket is not enough: a later ask may get the same
// number back (svc-auth and Postgres were once given one port), and the number comes from the
// ephemeral range, where any outgoing connection may take it as its source port before the
// process that was meant to listen on it starts. So ports are drawn below Linux's ephemeral range
// (32768–60999), and each is held open until the whole set is picked.
import { createServer } from 'node:net';

const LOWEST = 20000;
const HIGHEST = 32767;
const ATTEMPTS = 500;

/** Listens on the port, or resolves undefined if something else has it. */
function hold(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A free port for each name, e.g. freePorts(['gateway', 'postgres']) → { gateway: 2xxxx, postgres: 2yyyy }. */
export async function freePorts(names) {
  const held = [];
  const ports = {};
  try {
    for (const name of names) {
      for (let attempt = 1; ports[name] === undefined; attempt += 1) {
        if (attempt > ATTEMPTS) throw new Error(`no free port in ${LOWEST}–${HIGHEST} for ${name}`);
        const candidate = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
        const server = await hold(candidate);
        if (!server) continue;
        held.push(server);
        ports[name] = candidate;
      }
    }
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
  return ports;
}

export async function freePort() {
  return (await freePorts(['port'])).port;
}
