import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditQuerySchema,
  auditResponseSchema,
  documentReviewRoles,
  errorBodySchema,
  reviewDecisionSchema,
  reviewDocumentResponseSchema,
  reviewQueueResponseSchema,
  secondFactorResetResponseSchema,
  secondFactorResetSchema,
  staffApiPaths,
  staffMemberParamsSchema,
  staffMembersResponseSchema,
  staffDocumentParamsSchema,
  staffMeResponseSchema,
  reviewClaimResponseSchema,
  reviewDecisionResponseSchema,
  staffRoles,
  staffTravellerParamsSchema,
  travellerActionResponseSchema,
  travellerActionSchema,
  travellerLookUpRoles,
  travellerRecordResponseSchema,
  travellerSearchQuerySchema,
  travellerSearchResponseSchema,
} from '@wayfarer/contract';
import { findStaffMember } from '../../auth/staff';
import { AppError } from '../../lib/errors';
import { documentFiles } from '../documents/files';
import { actOnTraveller, searchTravellers, travellerRecord } from './travellers';
import { listStaffMembers, resetMemberSecondFactor } from './accounts';
import { auditCsv, recordAudit, searchAudit, type StaffActor } from './audit';
import {
  claimForReview,
  decideDocument,
  documentForReview,
  documentImageForReview,
  reviewQueue,
} from './review';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const tags = ['staff'];

/** The care team's API (issue 21): every route refuses travellers and signed-out callers. */
export const staffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const files = await documentFiles(fastify);
  const anyStaff = fastify.authenticateStaff(staffRoles);
  const reviewers = fastify.authenticateStaff(documentReviewRoles);
  const admins = fastify.authenticateStaff(['admin']);
  const care = fastify.authenticateStaff(travellerLookUpRoles);

  // Nothing the staff API answers may be kept by a browser or a proxy, or indexed.
  fastify.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/staff')) {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    }
  });

  const actorOf = async (userId: string): Promise<StaffActor & { role: string; name: string }> => {
    const member = await findStaffMember(db, userId);
    if (!member) throw new AppError('USER_NOT_ALLOWED');
    return {
      userId,
      email: member.email,
      role: member.role,
      name: [member.name, member.lastname].filter(Boolean).join(' '),
    };
  };

  fastify.get(
    staffApiPaths.me,
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'The signed-in member of staff and their role',
        response: { 200: staffMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const member = await findStaffMember(db, request.caller!.userId);
      if (!member) throw new AppError('USER_NOT_ALLOWED');
      return {
        data: {
          id: member.userId,
          email: member.email,
          name: [member.name, member.lastname].filter(Boolean).join(' '),
          role: member.role,
        },
      };
    },
  );

  fastify.get(
    staffApiPaths.documents,
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: 'Documents "to validate", oldest first (reviewers, admins)',
        response: { 200: reviewQueueResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await reviewQueue(db, request.caller!.userId) }),
  );

  fastify.get(
    staffApiPaths.document,
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: 'A document to review: what the traveller typed, what the reader found, why',
        params: staffDocumentParamsSchema,
        response: { 200: reviewDocumentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await documentForReview(
        db,
        await actorOf(request.caller!.userId),
        request.params.docId,
      ),
    }),
  );

  fastify.get(
    staffApiPaths.documentImage,
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: "A document's image (JPEG), decrypted; every view is audited",
        params: staffDocumentParamsSchema,
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The image (image/jpeg)' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const content = await documentImageForReview(
        db,
        files,
        await actorOf(request.caller!.userId),
        request.params.docId,
      );
      return reply
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', 'inline')
        .type('image/jpeg')
        .send(content);
    },
  );

  fastify.post(
    staffApiPaths.documentClaim,
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: 'Take a document for review (a lease); 409 while another reviewer holds it',
        params: staffDocumentParamsSchema,
        response: {
          200: reviewClaimResponseSchema,
          ...errors,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await claimForReview(db, await actorOf(request.caller!.userId), request.params.docId),
    }),
  );

  fastify.post(
    staffApiPaths.documentDecision,
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: 'Approve, or reject with one of the spec’s reasons, a document the caller holds',
        params: staffDocumentParamsSchema,
        body: reviewDecisionSchema,
        response: {
          200: reviewDecisionResponseSchema,
          ...errors,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const data = await decideDocument(
        db,
        await actorOf(request.caller!.userId),
        request.params.docId,
        request.body,
      );
      fastify.mail.deliverSoon();
      void fastify.webhooks.relay().catch(() => {});
      return { data };
    },
  );

  fastify.get(
    staffApiPaths.travellers,
    {
      onRequest: care,
      schema: {
        tags,
        summary: 'Look travellers up by e-mail, name or booking id (care, admins)',
        querystring: travellerSearchQuerySchema,
        response: { 200: travellerSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await searchTravellers(db, await actorOf(request.caller!.userId), request.query.q),
    }),
  );

  fastify.get(
    staffApiPaths.traveller,
    {
      onRequest: care,
      schema: {
        tags,
        summary: "A traveller's bookings, documents and consents, read-only (care, admins)",
        params: staffTravellerParamsSchema,
        response: { 200: travellerRecordResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await travellerRecord(db, await actorOf(request.caller!.userId), request.params.userId),
    }),
  );

  fastify.post(
    staffApiPaths.travellerActions,
    {
      onRequest: care,
      schema: {
        tags,
        summary:
          "Clear a traveller's sign-in lock, resend their invitation or unlock their billing " +
          'address for one change, with a reason (care, admins)',
        params: staffTravellerParamsSchema,
        body: travellerActionSchema,
        response: { 200: travellerActionResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const data = await actOnTraveller(
        db,
        await actorOf(request.caller!.userId),
        request.params.userId,
        request.body,
      );
      fastify.mail.deliverSoon();
      return { data };
    },
  );

  fastify.get(
    staffApiPaths.members,
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          'The members of staff, their role and whether their second factor is set up (admins)',
        response: { 200: staffMembersResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listStaffMembers(db) }),
  );

  fastify.post(
    staffApiPaths.memberSecondFactorReset,
    {
      onRequest: admins,
      schema: {
        tags,
        summary:
          "Reset a member of staff's lost second factor, with a reason: they are signed out and " +
          'set it up again at their next sign-in (admins)',
        params: staffMemberParamsSchema,
        body: secondFactorResetSchema,
        response: { 200: secondFactorResetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request.caller!.userId);
      const reset = await db.transaction((tx) =>
        resetMemberSecondFactor(tx, actor, request.params.userId, request.body.reason),
      );
      fastify.forgetSessionsOf(request.params.userId);
      return { data: { email: reset.email, secondFactorSetUp: false as const } };
    },
  );

  fastify.get(
    staffApiPaths.audit,
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Search the audit log, newest first (admins)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request.caller!.userId);
      const data = await searchAudit(db, request.query);
      await recordAudit(db, actor, {
        action: 'audit.searched',
        subject: 'audit',
        reason: request.query.q ?? null,
      });
      return { data };
    },
  );

  fastify.get(
    staffApiPaths.auditCsv,
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'The same search as CSV (admins)',
        querystring: auditQuerySchema,
        response: { 200: z.string().meta({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request.caller!.userId);
      await recordAudit(db, actor, {
        action: 'audit.exported',
        subject: 'audit',
        reason: request.query.q ?? null,
      });
      const csv = auditCsv(await searchAudit(db, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(csv);
    },
  );
};
