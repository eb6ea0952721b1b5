import { z } from 'zod';

/*
 * Partner offers (account-area §3 "Partnership list item", §7 "GET partnerships/list: items taken
 * from the first element"; app-shell §3 "Partnership (banner)"). The answer is a list whose first
 * element holds the items, as the spec's call gives them.
 */

export const partnershipItemSchema = z
  .object({
    id: z.uuid(),
    /** May contain inline markup (<strong>, <em>…): sanitize before showing it. */
    title: z.string(),
    /** The partner's logo: a path on this site ('/partners/….svg') or a data: URL. */
    logoImage: z.string().regex(/^(\/partners\/[a-z0-9-]+\.svg|data:image\/)/),
    /** Plain text: what the offer gives and how to use it. */
    details: z.string(),
    /** The partner's page for the offer, when it has one. */
    link: z.url().nullable(),
    /** Shown in the partnership banner (and counted by the menu's partnership badge). */
    isBannerVisible: z.boolean(),
  })
  .meta({ id: 'PartnershipItem' });
export type PartnershipItem = z.infer<typeof partnershipItemSchema>;

export const partnershipListSchema = z.object({ items: z.array(partnershipItemSchema) });

/** A list whose first element holds the items. */
export const partnershipListResponseSchema = z
  .array(partnershipListSchema)
  .meta({ id: 'PartnershipListResponse' });
export type PartnershipListResponse = z.infer<typeof partnershipListResponseSchema>;

export const partnershipsApiPaths = {
  list: '/api/partnerships/list',
} as const;
