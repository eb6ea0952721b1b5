import { parentPort } from 'node:worker_threads';
import { VerificationEngine } from './engine';
import type { EngineCall } from './engine-thread';

/**
 * The engine's side of a verification thread: one engine (its two OCR workers are threads of this
 * thread), each call answered with its id, in the order the calls come.
 */
const engine = new VerificationEngine();
const port = parentPort!;

const run = (call: EngineCall): Promise<unknown> => {
  const image =
    call.image && Buffer.from(call.image.buffer, call.image.byteOffset, call.image.length);
  switch (call.method) {
    case 'warmUp':
      return engine.warmUp();
    case 'verify':
      return engine.verify(image!, call.expected!, call.options);
    case 'scan':
      return engine.scan(image!, call.options);
    case 'readDocument':
      return engine.readDocument(image!, call.options);
    case 'close':
      return engine.close();
  }
};

port.on('message', (call: EngineCall) => {
  run(call).then(
    (value) => port.postMessage({ id: call.id, value }),
    (error: unknown) =>
      port.postMessage({
        id: call.id,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      }),
  );
});
