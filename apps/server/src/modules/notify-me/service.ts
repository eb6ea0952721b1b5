import type { NotifyMeAlert, NotifyMeAlertType } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import {
  englishContent,
  localized,
  localizedDestination,
  type ContentLanguage,
} from '../../lib/content-language';
import { AppError } from '../../lib/errors';
import { recordEvent } from '../webhooks/outbox';
import { deleteAlert, findAlerts, type AlertRow } from './repository';
import { verifyNotifyMeToken } from './token';

function toAlert(row: AlertRow, language: ContentLanguage): NotifyMeAlert {
  const { travel } = row;
  return {
    id: row.id,
    type: row.tour ? 'tour' : 'travel',
    travel: {
      id: travel.id,
      slug: travel.slug,
      title: localized(travel.title, language) ?? travel.slug,
      destination: localizedDestination(travel, language),
    },
    tour: row.tour,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAlerts(
  db: Database,
  userId: string,
  language: ContentLanguage = englishContent,
): Promise<NotifyMeAlert[]> {
  return (await findAlerts(db, userId)).map((row) => toAlert(row, language));
}

/**
 * Removes the traveller's alert on a tour or travel and answers the alerts left. No such alert of
 * theirs (none, or someone else's): 404 NOT_FOUND.
 */
export async function removeAlert(
  db: Database,
  {
    userId,
    type,
    id,
    language = englishContent,
  }: { userId: string; type: NotifyMeAlertType; id: string; language?: ContentLanguage },
): Promise<NotifyMeAlert[]> {
  await db.transaction(async (tx) => {
    if (!(await deleteAlert(tx as unknown as Database, { userId, type, id }))) {
      throw new AppError('NOT_FOUND', 'No alert on this trip.');
    }
    await recordEvent(tx as unknown as Database, {
      type: 'alert.removed',
      userId,
      data: { alertType: type, targetId: id },
    });
  });
  return listAlerts(db, userId, language);
}

/** The alerts a link's token opens, and until when. */
export async function listAlertsByToken(
  db: Database,
  {
    token,
    now = new Date(),
    language = englishContent,
  }: { token: string; now?: Date; language?: ContentLanguage },
) {
  const { userId, expiresAt } = await verifyNotifyMeToken(db, token, now);
  return { alerts: await listAlerts(db, userId, language), expiresAt: expiresAt.toISOString() };
}

export async function removeAlertByToken(
  db: Database,
  {
    token,
    type,
    id,
    now = new Date(),
    language = englishContent,
  }: {
    token: string;
    type: NotifyMeAlertType;
    id: string;
    now?: Date;
    language?: ContentLanguage;
  },
) {
  const { userId, expiresAt } = await verifyNotifyMeToken(db, token, now);
  const alerts = await removeAlert(db, { userId, type, id, language });
  return { alerts, expiresAt: expiresAt.toISOString() };
}
