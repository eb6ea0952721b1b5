import { variantIds, type VariantId } from '@wayfarer/domain';
import { loadConfig, type Config } from '../config';

/**
 * What a message needs from the configuration when it is queued: the sender, and the origin of each
 * variant for its links. Set by the mail plugin at start; `inviteTraveller(tx, …)` and other
 * services queue mail with only a transaction in hand.
 */
export interface MailSettings {
  from: string;
  origins: Record<VariantId, string>;
}

export function mailSettingsFrom(config: Config): MailSettings {
  const fallback = config.publicUrl.origin;
  const origins = Object.fromEntries(variantIds.map((id) => [id, fallback])) as Record<
    VariantId,
    string
  >;
  for (const [host, variant] of config.variantHosts) {
    const origin = `${config.publicUrl.protocol}//${host}`;
    // The default variant keeps PUBLIC_URL's own origin.
    if (origins[variant] === fallback && origin !== fallback) origins[variant] = origin;
  }
  return { from: config.mail.from, origins };
}

/** Until the app (or a script) sets them: from this process's environment, as the app would. */
let current: MailSettings | undefined;

export function setMailSettings(settings: MailSettings) {
  current = settings;
}

export function mailSettings(): MailSettings {
  current ??= mailSettingsFrom(loadConfig());
  return current;
}
