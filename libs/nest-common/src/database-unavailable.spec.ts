import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['both addresses refused', new AggregateError([withCode('refused', 'ECONNREFUSED')], '')],
    ['the server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      "TypeORM's wrapper",
      new QueryFailedError(
        'SELECT 1',
        [],
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ],
    ['a query runner whose connection was cut', new QueryRunnerAlreadyReleasedError()],
    // A raw query (manager.query) in a transaction whose connection the server cut: what a
    // review's approval met during a Postgres restart under load (it was a 500).
    ['a raw query on a transaction whose connection was cut', new QueryRunnerProviderAlreadyReleasedError()],
    ['a cause', new Error('wrapped', { cause: withCode('refused', 'ECONNREFUSED') })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key', '23505'))],
    ['a syntax error', withCode('syntax error', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
