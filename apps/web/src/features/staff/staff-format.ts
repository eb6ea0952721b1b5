import { formatDate } from '@wayfarer/domain';
import { viewerTimeZone } from '../../lib/time-zone';

/**
 * An instant as the spec writes it (DD/MM/YYYY HH:mm, 24 h; with seconds for the audit log), in
 * the viewer's time zone, the same in English and Italian, as on the traveller's side.
 */
export const formatInstant = (iso: string, withTime: 'minutes' | 'seconds' = 'minutes') =>
  formatDate({ date: iso, withTime, timeZone: viewerTimeZone() });
