import { createUsersAddresses } from './users.addresses.js';
import { createUsersBlocks } from './users.blocks.js';
import type { UsersDeps } from './users.context.js';
import { createUsersProfile } from './users.profile.js';

export type { MyPageSources, UsersDeps, WithdrawalCheck } from './users.context.js';

/** Members: one service composed of the profile, the address book, and blocks and reports. */
export function createUsersService(deps: UsersDeps) {
  return {
    ...createUsersProfile(deps),
    ...createUsersAddresses(deps),
    ...createUsersBlocks(deps),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
