/** The viewer's time zone, for instants (paid on, refunded on, deadlines, signed in at). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
