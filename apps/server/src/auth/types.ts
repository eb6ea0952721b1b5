import type { preHandlerAsyncHookHandler } from 'fastify';

/** Who is calling: set by `fastify.authenticate` from the session cookie or a Bearer token. */
export interface Caller {
  userId: string;
  via: 'session' | 'bearer';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: answers 401 UNAUTHENTICATED unless the request has a valid session or Bearer token. */
    authenticate: preHandlerAsyncHookHandler;
    /** The caller of a request, or null; never throws for a missing or bad credential. */
    resolveCaller(request: FastifyRequest): Promise<Caller | null>;
    /** After a user's session rows are deleted: this instance stops trusting its cached ones. */
    forgetSessionsOf(userId: string): void;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
