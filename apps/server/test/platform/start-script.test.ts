import { afterEach, describe, expect, it } from 'vitest';
import {
  isListening,
  processEnded,
  startServerProcess,
  type ServerProcess,
} from '../helpers/server-process';

describe('npm start', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.cleanUp();
    server = undefined;
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'passes %s on to the server: killing npm leaves nothing listening',
    async (signal) => {
      server = await startServerProcess({ command: ['npm', 'start'] });
      expect(await isListening(server.port)).toBe(true);
      expect(server.serverPid).not.toBe(server.child.pid);

      server.child.kill(signal);
      await server.exited;
      await processEnded(server.serverPid);
      expect(await isListening(server.port)).toBe(false);
      expect(server.output()).toContain('shutting down');
    },
    180_000,
  );

  it('prints no Node.js support warning at start', async () => {
    server = await startServerProcess({ command: ['npm', 'start'] });
    expect(server.output()).not.toMatch(/Unsupported runtime|EBADENGINE|Use Node\.js v22/i);
  }, 180_000);
});
