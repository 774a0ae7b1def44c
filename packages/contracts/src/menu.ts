import { isInAppPath, messages } from '@vapolib/domain';
import { z } from 'zod';

/** The icons a menu link may show; the web app draws each one. */
export const menuIcons = [
  'home',
  'liquid',
  'coil',
  'nicotine',
  'calculator',
  'profile',
  'info',
  'star',
  'settings',
  'link',
] as const;
export const menuIcon = z.enum(menuIcons);

export const menuLink = z
  .object({
    id: z.number().int(),
    _id: z.number().int(),
    order: z.number().int(),
    icon: menuIcon,
    label: z.string(),
    path: z.string(),
    disabled: z.boolean(),
    isVisible: z.boolean(),
  })
  .meta({ id: 'MenuLink' });

export const menuLinkBody = z.object({
  label: z
    .string({ error: messages.linkLabelRequired })
    .trim()
    .min(1, messages.linkLabelRequired)
    .max(100, messages.linkLabelRequired),
  path: z
    .string({ error: messages.linkPathInvalid })
    .trim()
    .max(200, messages.linkPathInvalid)
    // In-app paths only: `//evil.example/x` or `https://…` would send users to another site.
    .refine(isInAppPath, messages.linkPathInvalid),
  icon: menuIcon.optional().default('link'),
  order: z.number().int().min(0).max(10000).optional(),
  disabled: z.boolean().optional().default(false),
  isVisible: z.boolean().optional().default(true),
});

/** An edit: label and path as on creation; icon, order and the two toggles are kept when not sent. */
export const menuLinkUpdateBody = menuLinkBody.extend({
  icon: menuIcon.optional(),
  disabled: z.boolean().optional(),
  isVisible: z.boolean().optional(),
});

export const menuLinkList = z.array(menuLink);

/** A link after a change, with the French confirmation. */
export const menuLinkResponse = z.object({ message: z.string(), link: menuLink });

export type MenuLink = z.infer<typeof menuLink>;
export type MenuIcon = z.infer<typeof menuIcon>;
export type MenuLinkBody = z.input<typeof menuLinkBody>;
