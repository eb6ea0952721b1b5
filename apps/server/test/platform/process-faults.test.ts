import { describe, expect, it } from 'vitest';
import { processFaultOutcome } from '../../src/lib/process-faults';

function recordingLog() {
  const lines: { level: string; object: object; message: string }[] = [];
  return {
    lines,
    warn: (object: object, message: string) => lines.push({ level: 'warn', object, message }),
    fatal: (object: object, message: string) => lines.push({ level: 'fatal', object, message }),
  };
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('an error nobody caught', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator’s shutdown', withCode('terminating connection', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    [
      'a lost connection wrapped by the query builder',
      new Error('Failed query: select 1\nparams: secret@example.com', {
        cause: withCode('read ECONNRESET', 'ECONNRESET'),
      }),
    ],
  ])('keeps the process running when it is %s, with a warning that names no query', (_, error) => {
    const log = recordingLog();
    expect(processFaultOutcome(error, log)).toBe('carry-on');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.level).toBe('warn');
    expect(JSON.stringify(log.lines[0])).not.toContain('secret@example.com');
  });

  it.each([
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['a query the database refused', withCode('duplicate key value', '23505')],
    ['a thrown string', 'something broke'],
    ['nothing at all', undefined],
  ])('ends the process when it is %s, after logging it as fatal', (_, error) => {
    const log = recordingLog();
    expect(processFaultOutcome(error, log)).toBe('exit');
    expect(log.lines.map((line) => line.level)).toEqual(['fatal']);
  });
});
