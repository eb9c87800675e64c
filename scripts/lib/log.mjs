// How `npm start` and the other scripts write to the terminal. Built-in modules only: the scripts
// use it before dependencies are installed.
//  - On a terminal: short coloured lines, `12:03:04 catalog  WARN  message`; a service's pino JSON
//    line becomes its time, level and message (`GET /api/x 404 3 ms` for a request), with the
//    request id on warnings and errors so the gateway's access log and the service's line meet.
//  - Anywhere else (a file, a container, CI): `[name]  line`, the services' JSON untouched, for
//    tools that parse it.

const COLOURS = [36, 33, 35, 32, 34, 96, 93, 95];
const LEVELS = {
  10: ['TRACE', 90],
  20: ['DEBUG', 90],
  30: ['INFO', 32],
  40: ['WARN', 33],
  50: ['ERROR', 31],
  60: ['FATAL', 41],
};
/** Nest's start-up inventory (a line per module and route): hidden on a terminal below debug. */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
const paint = (code, text) => `\x1b[${code}m${text}\x1b[0m`;
const clock = (date) => date.toTimeString().slice(0, 8);

/**
 * Turns one pino JSON line into { level, text, requestId, failed, startUpInventory }, or null
 * when it is not one. failed: a warning or error, or a request answered 4xx/5xx (pino-http logs
 * those at info).
 */
export function readPinoLine(line) {
  if (!line.startsWith('{')) return null;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof entry.level !== 'number' || (typeof entry.msg !== 'string' && !entry.err)) return null;
  const requestId = entry.req?.id ?? entry.reqId;
  let text = entry.msg ?? '';
  const status = entry.res?.statusCode;
  if (entry.req && typeof status === 'number') {
    // pino-http's one line per request.
    text = `${entry.req.method} ${entry.req.url} ${entry.res.statusCode}${
      typeof entry.responseTime === 'number' ? ` ${entry.responseTime} ms` : ''
    }`;
  } else if (entry.context && !['NestApplication', 'NestFactory'].includes(entry.context)) {
    text = `${entry.context}: ${text}`;
  }
  const error = entry.err?.message;
  if (error && !text.includes(error)) text = text ? `${text}: ${error}` : error;
  return {
    level: entry.level,
    text,
    requestId: typeof requestId === 'string' ? requestId : undefined,
    failed: entry.level >= 40 || (typeof status === 'number' && status >= 400),
    startUpInventory: entry.level <= 30 && START_UP_CONTEXTS.has(entry.context),
  };
}

/** The terminal form of one line from `name` (a service's JSON, or plain text). */
export function formatForTerminal(name, line, { colour = 36, now = new Date() } = {}) {
  const label = paint(colour, name.padEnd(9));
  const time = paint(90, clock(now));
  const pino = readPinoLine(line);
  if (!pino) return `${time} ${label} ${line}`;
  const [levelName, levelColour] = LEVELS[Math.floor(pino.level / 10) * 10] ?? LEVELS[30];
  const id = pino.requestId && pino.failed ? paint(90, `  (request ${pino.requestId})`) : '';
  return `${time} ${label} ${paint(levelColour, levelName.padEnd(5))} ${pino.text}${id}`;
}

/**
 * The scripts' logger: `log(name, line)`, one call per output line. Pretty on a terminal, plain
 * `[name] line` otherwise (see the top of this file). On a terminal Nest's start-up inventory of
 * modules and routes is left out unless LOG_LEVEL is debug or trace. `BYP_LOG_FORMAT=json` keeps the raw lines
 * on a terminal too.
 */
export function prefixedLogger(stream = process.stdout) {
  const pretty = Boolean(stream.isTTY) && process.env.BYP_LOG_FORMAT !== 'json';
  const inventory = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  const colours = new Map();
  return (name, line) => {
    if (!pretty) return stream.write(`${`[${name}]`.padEnd(12)} ${line}\n`);
    if (!inventory && readPinoLine(line)?.startUpInventory) return true;
    if (!colours.has(name)) colours.set(name, COLOURS[colours.size % COLOURS.length]);
    return stream.write(`${formatForTerminal(name, line, { colour: colours.get(name) })}\n`);
  };
}

/** Seconds since `started`, for progress lines. */
export const elapsed = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
