import { desc, ilike, or, sql } from 'drizzle-orm';
import type { AuditEntry } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { staffAuditLog } from '../../db/schema-staff';

export interface StaffActor {
  userId: string;
  email: string;
}

/** One line of the append-only audit log: who, what, on what, why. */
export async function recordAudit(
  db: Pick<Database, 'insert'>,
  actor: StaffActor,
  entry: {
    action: string;
    subject: string;
    travellerId?: string | null;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(staffAuditLog).values({
    staffUserId: actor.userId,
    staffEmail: actor.email,
    action: entry.action,
    subject: entry.subject,
    travellerId: entry.travellerId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}

/** Newest first; `q` matches the action, the staff member's e-mail, the subject or the reason. */
export async function searchAudit(
  db: Database,
  { q, limit }: { q?: string; limit: number },
): Promise<AuditEntry[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(
      pattern
        ? or(
            ilike(staffAuditLog.action, pattern),
            ilike(staffAuditLog.staffEmail, pattern),
            ilike(staffAuditLog.subject, pattern),
            ilike(staffAuditLog.reason, pattern),
            sql`${staffAuditLog.travellerId}::text = ${q}`,
          )
        : undefined,
    )
    .orderBy(desc(staffAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    staffEmail: row.staffEmail,
    action: row.action,
    subject: row.subject,
    reason: row.reason,
  }));
}

const csvColumns = ['id', 'at', 'staffEmail', 'action', 'subject', 'reason'] as const;

/** RFC 4180 CSV; a cell starting like a formula is prefixed so a spreadsheet shows it as text. */
export function auditCsv(entries: AuditEntry[]): string {
  const cell = (value: string | null) => {
    const text = value ?? '';
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [csvColumns.join(','), ...entries.map((e) => csvColumns.map((c) => cell(e[c])).join(','))]
    .join('\r\n')
    .concat('\r\n');
}
