import type { preHandlerAsyncHookHandler } from 'fastify';

/** Who is calling: set by `fastify.authenticate` from the session cookie or a Bearer token. */
export interface Caller {
  userId: string;
  via: 'session' | 'bearer';
  /** The SHA-256 of the session id, when `via` is 'session' (marks "this device"). */
  sessionIdHash?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: answers 401 UNAUTHENTICATED unless the request has a valid session or Bearer token. */
    authenticate: preHandlerAsyncHookHandler;
    /** The caller of a request, or null; never throws for a missing or bad credential. */
    resolveCaller(request: FastifyRequest): Promise<Caller | null>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
