import { describe, expectTypeOf, it } from 'vitest';
import type { AuthUser } from '../domains/auth/auth.tokens.js';
import type { AdminContext, CallerOf, RouteContext, Router } from './route.js';

/**
 * Issue 31 #4: a route's auth mode narrows what its handler gets. These assertions are checked by
 * `tsc` (npm run typecheck): a handler of a members' route needs no `user!`, a public or optional
 * route's handler must handle nobody, and only back-office routes get the admin context.
 */
describe('route context types', () => {
  it('members-only modes hand the handler a member; public and optional may hand nobody', () => {
    expectTypeOf<CallerOf<'user'>>().toEqualTypeOf<AuthUser>();
    expectTypeOf<CallerOf<'owner'>>().toEqualTypeOf<AuthUser>();
    expectTypeOf<CallerOf<'staff'>>().toEqualTypeOf<AuthUser>();
    expectTypeOf<CallerOf<'admin'>>().toEqualTypeOf<AuthUser>();
    expectTypeOf<CallerOf<'optional'>>().toEqualTypeOf<AuthUser | undefined>();
    expectTypeOf<CallerOf<'public'>>().toEqualTypeOf<AuthUser | undefined>();
  });

  it('only back-office routes get the admin context', () => {
    expectTypeOf<RouteContext<undefined, undefined, undefined, 'admin'>['admin']>().toEqualTypeOf<AdminContext>();
    expectTypeOf<RouteContext<undefined, undefined, undefined, 'user'>['admin']>().toEqualTypeOf<undefined>();
  });

  it('the router infers the mode from the spec (never called: tsc checks the handlers)', () => {
    const declare = (router: Router) => {
      router.route({
        method: 'GET',
        path: 'x',
        auth: 'user',
        response: 'raw',
        handler: async ({ user }) => ({ id: user.authSysId }),
      });
      router.route({
        method: 'GET',
        path: 'y',
        auth: 'optional',
        response: 'raw',
        // @ts-expect-error an optional route's caller may be nobody
        handler: async ({ user }) => ({ id: user.authSysId }),
      });
      router.route({
        method: 'GET',
        path: 'z',
        auth: 'public',
        response: 'raw',
        handler: async ({ user }) => ({ id: user?.authSysId ?? null }),
      });
    };
    expectTypeOf(declare).toBeFunction();
  });
});
