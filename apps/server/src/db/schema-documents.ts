// Identity documents: what the traveller entered, where the encrypted image lies, and the
// automatic verification's state (its jobs are on the job system's `document-verification` queue).
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  documentTypes,
  storedDocumentStatuses,
  type DocumentVerification,
} from '@wayfarer/contract';
import { users } from './schema';

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: documentTypes }).notNull(),
    /** As entered, upper-cased without spaces. */
    number: text('number').notNull(),
    /** ISO 3166-1 alpha-2. */
    issuingCountry: text('issuing_country').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** UPLOADED until the verification decides. */
    status: text('status', { enum: storedDocumentStatuses }).notNull().default('UPLOADED'),
    /**
     * Key of the encrypted image in the file storage; null for a document recorded without an
     * image (the demo data).
     */
    fileKey: text('file_key'),
    /** Size of the stored (re-encoded, unencrypted) JPEG. */
    fileSize: integer('file_size'),
    verification: jsonb('verification').$type<DocumentVerification>(),
    /** Verification attempts started (those interrupted by a shutdown are not counted). */
    verificationAttempts: integer('verification_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One document of each type per traveller: a new upload replaces the previous one.
    uniqueIndex('identity_documents_user_type_idx').on(table.userId, table.type),
    // The documents waiting for their verification (the start-up sweep).
    index('identity_documents_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'UPLOADED'`),
  ],
);
