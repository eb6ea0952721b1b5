// The entry of a verification thread (engine-thread.ts): loads TypeScript as the server does
// (module hooks are per thread, so the worker registers tsx itself), then the engine's side.
import { register } from 'tsx/esm/api';

register();
await import('./engine-worker.ts');
