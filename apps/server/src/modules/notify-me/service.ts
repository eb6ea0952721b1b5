import type { NotifyMeAlert, NotifyMeAlertType } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { deleteAlert, findAlerts, type AlertRow } from './repository';
import { verifyNotifyMeToken } from './token';

function toAlert(row: AlertRow): NotifyMeAlert {
  return {
    id: row.id,
    type: row.tour ? 'tour' : 'travel',
    travel: row.travel,
    tour: row.tour,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAlerts(db: Database, userId: string): Promise<NotifyMeAlert[]> {
  return (await findAlerts(db, userId)).map(toAlert);
}

/**
 * Removes the traveller's alert on a tour or travel and answers the alerts left. No such alert of
 * theirs (none, or someone else's): 404 NOT_FOUND.
 */
export async function removeAlert(
  db: Database,
  { userId, type, id }: { userId: string; type: NotifyMeAlertType; id: string },
): Promise<NotifyMeAlert[]> {
  if (!(await deleteAlert(db, { userId, type, id }))) {
    throw new AppError('NOT_FOUND', 'No alert on this trip.');
  }
  return listAlerts(db, userId);
}

/** The alerts a link's token opens, and until when. */
export async function listAlertsByToken(
  db: Database,
  { token, now = new Date() }: { token: string; now?: Date },
) {
  const { userId, expiresAt } = await verifyNotifyMeToken(db, token, now);
  return { alerts: await listAlerts(db, userId), expiresAt: expiresAt.toISOString() };
}

export async function removeAlertByToken(
  db: Database,
  {
    token,
    type,
    id,
    now = new Date(),
  }: { token: string; type: NotifyMeAlertType; id: string; now?: Date },
) {
  const { userId, expiresAt } = await verifyNotifyMeToken(db, token, now);
  const alerts = await removeAlert(db, { userId, type, id });
  return { alerts, expiresAt: expiresAt.toISOString() };
}
