import { z } from 'zod';
import { idParam } from '@lc/contracts';
import type { Router } from '../../http/route.js';
import type { UsersService } from './users.service.js';

const userParams = z.object({ id: idParam });

export function usersRoutes(r: Router, usersService: UsersService): void {
  r.route({
    method: 'GET',
    path: 'users/:id',
    auth: 'owner',
    params: userParams,
    handler: ({ params, user }) => usersService.profile(params.id, user?.authSysId ?? 0),
  });
}
