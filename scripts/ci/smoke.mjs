#!/usr/bin/env node
// CI's check of a running `npm start` (see .ci/run). Built-in modules only.
//   node scripts/ci/smoke.mjs wait [timeout-seconds]   poll until the gateway serves /, /api/businesses
//                                                       and every service's /health (exit 1 at the deadline)
//   node scripts/ci/smoke.mjs check                    what a visitor gets through the gateway
// Ports: as npm start reads them (scripts/lib/ports.mjs: PORT, CATALOG_PORT, CONTENT_PORT, AUTH_PORT).
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

import { resolvePorts, SERVICES } from '../lib/ports.mjs';

const ports = resolvePorts();
const gateway = `http://127.0.0.1:${ports.gateway}`;
// Services listen on 127.0.0.1 only; their health is not routed through the gateway.
const health = Object.fromEntries(
  SERVICES.map((svc) => [svc.dir, `http://127.0.0.1:${ports[svc.portKey]}/health`]),
);
const ready = {
  'gateway /': `${gateway}/`,
  'gateway /api/businesses': `${gateway}/api/businesses`,
  ...health,
};

/** Whether something accepts TCP connections on host:port. */
function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function get(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  } catch (error) {
    return { status: null, type: '', text: String(error.cause?.code ?? error.message) };
  }
}

async function waitUntilReady(timeoutSeconds) {
  const started = Date.now();
  const deadline = started + timeoutSeconds * 1000;
  let pending = Object.keys(ready);
  let lastReport = 0;
  while (pending.length > 0) {
    const answers = await Promise.all(pending.map(async (name) => [name, await get(ready[name])]));
    pending = answers.filter(([, r]) => r.status !== 200).map(([name]) => name);
    if (pending.length === 0) break;
    if (Date.now() > deadline) {
      for (const [name, r] of answers.filter(([, r]) => r.status !== 200))
        console.error(`not ready: ${name} (${ready[name]}): ${r.status ?? r.text}`);
      return false;
    }
    if (Date.now() - lastReport > 30_000) {
      lastReport = Date.now();
      console.log(`waiting (${Math.round((Date.now() - started) / 1000)} s) for: ${pending.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`ready after ${Math.round((Date.now() - started) / 1000)} s: ${Object.keys(ready).join(', ')}`);
  return true;
}

async function checkThroughGateway() {
  const failures = [];
  const expect = (ok, message) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
    if (!ok) failures.push(message);
  };
  const page = await get(`${gateway}/`);
  expect(
    page.status === 200 &&
      page.type.includes('text/html') &&
      page.text.includes('<title>Blue & Yellow Pages</title>'),
    `GET / answers the shell's HTML page (${page.status}, ${page.type})`,
  );
  const deepLink = await get(`${gateway}/news-events`);
  expect(
    deepLink.status === 200 && deepLink.text.includes('<title>Blue & Yellow Pages'),
    'GET /news-events answers the shell (client-side route)',
  );
  for (const remote of ['directory', 'news', 'admin']) {
    const entry = await get(`${gateway}/mf/${remote}/remoteEntry.js`);
    expect(
      entry.status === 200 && entry.text.length > 0,
      `GET /mf/${remote}/remoteEntry.js answers the remote (${entry.status})`,
    );
  }
  const list = await get(`${gateway}/api/businesses`);
  let businesses = [];
  try {
    businesses = JSON.parse(list.text);
  } catch {
    // checked below
  }
  expect(
    list.status === 200 &&
      Array.isArray(businesses) &&
      businesses.length >= 18 &&
      businesses.every((b) => typeof b.id === 'string' && typeof b.name === 'string'),
    `GET /api/businesses answers the sample businesses as JSON (${list.status}, ${Array.isArray(businesses) ? businesses.length : 'not a list'})`,
  );
  if (businesses[0]) {
    const one = await get(`${gateway}/api/businesses/${businesses[0].id}`);
    expect(
      one.status === 200 && JSON.parse(one.text).name === businesses[0].name,
      `GET /api/businesses/:id answers "${businesses[0].name}"`,
    );
  }
  const admin = await get(`${gateway}/api/businesses/all`);
  expect(admin.status === 401, `GET /api/businesses/all without a token answers 401 (${admin.status})`);
  const missing = await get(`${gateway}/api/no-such-thing`);
  let error = {};
  try {
    error = JSON.parse(missing.text);
  } catch {
    // checked below
  }
  expect(
    missing.status === 404 && error.statusCode === 404,
    `GET /api/no-such-thing answers 404 in the error shape (${missing.status})`,
  );
  for (const [name, url] of Object.entries(health)) {
    const r = await get(url);
    expect(r.status === 200, `${name} /health answers 200 (${r.status})`);
  }
  // npm start gives the services HOST=127.0.0.1: from this machine's other addresses only the
  // gateway answers.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  if (!outside) console.log('skip services unreachable from outside (no non-loopback IPv4 address)');
  else {
    for (const [name, url] of Object.entries(health)) {
      const servicePort = Number(new URL(url).port);
      expect(!(await accepts(outside, servicePort)), `${name} does not answer on ${outside}:${servicePort}`);
    }
    expect(await accepts(outside, ports.gateway), `the gateway answers on ${outside}`);
  }
  return failures.length === 0;
}

const [command, arg] = process.argv.slice(2);
if (command === 'wait') process.exit((await waitUntilReady(Number(arg ?? 900))) ? 0 : 1);
else if (command === 'check') process.exit((await checkThroughGateway()) ? 0 : 1);
else {
  console.error('usage: node scripts/ci/smoke.mjs wait [seconds] | check');
  process.exit(2);
}
