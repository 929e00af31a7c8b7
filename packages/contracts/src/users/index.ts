import { z } from 'zod';
import { ROLES } from '../auth/index.js';

export const userProfile = z.object({
  userSysId: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  name: z.string().nullable(),
  /** masked except for the owner's own request, where it is the digits */
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
  groupIds: z.string(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;
export const userResponse = z.object({ user: userProfile });
export type UserResponse = z.infer<typeof userResponse>;
