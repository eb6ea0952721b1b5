import type { preHandlerAsyncHookHandler } from 'fastify';

/** Who is calling: set by `fastify.authenticate` from the session cookie or a Bearer token. */
export interface Caller {
  userId: string;
  via: 'session' | 'bearer';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 UNAUTHENTICATED unless the request has a valid session or Bearer token. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller of a request, or null; never throws for a missing or bad credential. */
    resolveCaller(request: import('fastify').FastifyRequest): Promise<Caller | null>;
  }
}
