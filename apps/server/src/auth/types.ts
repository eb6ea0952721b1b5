import type { preHandlerAsyncHookHandler } from 'fastify';
import type { StaffRole } from '@wayfarer/contract';

/** Who is calling: set by `fastify.authenticate` from the session cookie or a Bearer token. */
export interface Caller {
  userId: string;
  via: 'session' | 'bearer';
  /** Set for a member of staff: they use the staff API only, never the traveller's. */
  staffRole: StaffRole | null;
  /** The SHA-256 of the session id, when `via` is 'session' (marks "this device"). */
  sessionIdHash?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of the traveller API: answers 401 UNAUTHENTICATED unless the request has a
     * valid session or Bearer token, 403 USER_NOT_ALLOWED for a member of staff.
     */
    authenticate: preHandlerAsyncHookHandler;
    /** onRequest hook of the staff API: 401 when signed out, 403 unless staff with one of `roles`. */
    authenticateStaff(roles: readonly StaffRole[]): preHandlerAsyncHookHandler;
    /** The caller of a request, or null; never throws for a missing or bad credential. */
    resolveCaller(request: FastifyRequest): Promise<Caller | null>;
    /** After a user's session rows are deleted: this instance stops trusting its cached ones. */
    forgetSessionsOf(userId: string): void;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
