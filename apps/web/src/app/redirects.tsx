import { useContext, useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { session, WEB_SESSION_KEYS } from '../shared/storage';
import { RouteTable } from './route-table';
import { liveInfoTarget, resolveRouteQuery } from './route-logic';

/** /routeQuery/:routeName/:key/:value → the named route with ?key=value; unknown names → /404. */
export function RouteQueryRedirect() {
  const { routeName, key, value } = useParams();
  const routes = useContext(RouteTable);
  return <Navigate to={resolveRouteQuery(routes, routeName, key, value) ?? '/404'} replace />;
}

/** /LiveInfo/:bcId/:scheduleId → sets the live-redirect flag and opens /Vod/:bcId/:scheduleId/live (live §2). */
export function LiveInfoRedirect() {
  const { broadcastSysId, broadcastScheduleSysId } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const target = liveInfoTarget(broadcastSysId, broadcastScheduleSysId);
    if (target) session.set(WEB_SESSION_KEYS.liveRedirect, 'true');
    void navigate(target ?? '/404', { replace: true });
  }, [broadcastSysId, broadcastScheduleSysId, navigate]);
  return null;
}
