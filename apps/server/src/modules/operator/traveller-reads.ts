import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { errorBodySchema } from '@wayfarer/contract';
import {
  operatorTravellerDocumentsSchema,
  operatorTravellerParamsSchema,
  operatorTravellerRecordSchema,
  type OperatorTravellerDocument,
  type OperatorTravellerRecord,
} from '@wayfarer/contract/operator';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { bookings, bookingTravellers } from '../../db/schema-bookings';
import { AppError } from '../../lib/errors';
import { findDocuments } from '../documents/repository';
import { toDocument } from '../documents/service';
import { findAddresses, findUserById } from '../users/repository';

/** The traveller's places on the operator's bookings (those it sent), latest booking first. */
function operatorPlaces(db: Database) {
  return db
    .select({
      userId: bookingTravellers.userId,
      externalTravellerId: bookingTravellers.externalId,
      isLeader: bookingTravellers.isLeader,
      bookingId: bookings.externalId,
      wayfarerBookingId: bookings.id,
    })
    .from(bookingTravellers)
    .innerJoin(bookings, eq(bookings.id, bookingTravellers.bookingId))
    .$dynamic();
}

/**
 * The Wayfarer account of a traveller the operator names by its own id or by e-mail, provided
 * they are on one of the operator's bookings: anyone else is "not found" (the operator learns
 * nothing about travellers it did not send).
 */
async function findOperatorTraveller(db: Database, key: string): Promise<string> {
  const match = key.includes('@')
    ? sql`lower(${users.email}) = lower(${key})`
    : eq(bookingTravellers.externalId, key);
  const [place] = await operatorPlaces(db)
    .innerJoin(users, eq(users.id, bookingTravellers.userId))
    .where(and(isNotNull(bookings.externalId), match))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  if (!place?.userId) throw new AppError('NOT_FOUND', `No traveller of your bookings is ${key}.`);
  return place.userId;
}

export async function readOperatorTraveller(
  db: Database,
  key: string,
): Promise<OperatorTravellerRecord> {
  const userId = await findOperatorTraveller(db, key);
  const [user, addresses, places] = await Promise.all([
    findUserById(db, userId),
    findAddresses(db, userId),
    operatorPlaces(db)
      .where(and(eq(bookingTravellers.userId, userId), isNotNull(bookings.externalId)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id)),
  ]);
  if (!user) throw new AppError('NOT_FOUND', `No traveller of your bookings is ${key}.`);
  const { id: _id, pictureImage: _picture, consents, ...profile } = user;
  return {
    travellerId: userId,
    externalTravellerId:
      places.find((place) => place.externalTravellerId)?.externalTravellerId ?? null,
    profile,
    addresses,
    consents,
    bookings: places.map((place) => ({
      id: place.bookingId!,
      wayfarerId: place.wayfarerBookingId,
      externalTravellerId: place.externalTravellerId,
      isLeader: place.isLeader,
    })),
  };
}

export async function readOperatorTravellerDocuments(
  db: Database,
  key: string,
): Promise<OperatorTravellerDocument[]> {
  const userId = await findOperatorTraveller(db, key);
  return (await findDocuments(db, userId)).map((row) => {
    const { imageUrl, createdAt, ...document } = toDocument(row);
    return { ...document, hasImage: imageUrl !== null, uploadedAt: createdAt };
  });
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const tags = ['operator: travellers'];

export interface OperatorReadRoutesOptions {
  /** `requireOperatorScope(...)` of the operator module: these routes are never open. */
  authorize: onRequestHookHandler;
}

function checkPreHandler(opts: OperatorReadRoutesOptions) {
  if (typeof opts.authorize !== 'function') {
    throw new Error('operator read routes need the operator authorization hook');
  }
}

/** `travellers:read`: a traveller's profile, registry, addresses, consents and bookings. */
export const travellerReadRoutes: FastifyPluginAsyncZod<OperatorReadRoutesOptions> = async (
  fastify,
  opts,
) => {
  checkPreHandler(opts);
  fastify.addHook('onRequest', opts.authorize);
  fastify.get(
    '/travellers/:id',
    {
      schema: {
        tags,
        summary: 'A traveller of your bookings: profile, registry, addresses, consents',
        description:
          'The traveller is named by your id of them (on any of your bookings) or by their ' +
          'e-mail address. Travellers on none of your bookings are not found (404).',
        params: operatorTravellerParamsSchema,
        response: { 200: operatorTravellerRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await readOperatorTraveller(fastify.db, request.params.id) };
    },
  );
};

/** `documents:read`: a traveller's identity documents and their verification (no image). */
export const documentReadRoutes: FastifyPluginAsyncZod<OperatorReadRoutesOptions> = async (
  fastify,
  opts,
) => {
  checkPreHandler(opts);
  fastify.addHook('onRequest', opts.authorize);
  fastify.get(
    '/travellers/:id/documents',
    {
      schema: {
        tags,
        summary: "A traveller's identity documents, with their status and verification",
        description:
          'What the traveller entered, the status and the outcome of the automatic ' +
          'verification (fields and photo problems, the reason a person must look); never the ' +
          'image. The traveller is named as in `GET /travellers/{id}`.',
        params: operatorTravellerParamsSchema,
        response: { 200: operatorTravellerDocumentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await readOperatorTravellerDocuments(fastify.db, request.params.id) };
    },
  );
};
