import { z } from 'zod';

export const socialTypeSchema = z.enum(['facebookGroup', 'facebook', 'instagram', 'tiktok']);

export const layoutsResponseSchema = z
  .object({
    data: z.object({
      footer: z.object({
        content: z.object({
          /** HTML written by the content team; the web sanitizes it before rendering. */
          footerMessage: z.string(),
          paymentMessage: z.string(),
          paymentSystems: z.array(z.object({ name: z.string(), label: z.string() })),
        }),
      }),
      contacts: z.object({
        content: z.object({
          books: z.array(z.object({ type: socialTypeSchema, value: z.url(), label: z.string() })),
        }),
      }),
    }),
  })
  .meta({ id: 'Layouts' });
export type LayoutsResponse = z.infer<typeof layoutsResponseSchema>;
