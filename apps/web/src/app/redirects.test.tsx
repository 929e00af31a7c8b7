import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { renderPiece } from '../testing/render';
import { RouteQueryRedirect } from './redirects';
import { RouteTable } from './route-table';
import { ROUTES } from './routes';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

const app = (
  <RouteTable.Provider value={ROUTES}>
    <Routes>
      <Route path="/routeQuery/:routeName/:key/:value" element={<RouteQueryRedirect />} />
      <Route path="*" element={<Where />} />
    </Routes>
  </RouteTable.Provider>
);

describe('RouteQueryRedirect', () => {
  it('opens the named route of the table the router provides, with ?key=value', async () => {
    const { findByText } = renderPiece(app, { path: '/routeQuery/Notice/id/3' });
    expect(await findByText('/Notice?id=3')).toBeTruthy();
  });

  it('sends an unknown name to /404', async () => {
    const { findByText } = renderPiece(app, { path: '/routeQuery/Nowhere/id/3' });
    expect(await findByText('/404')).toBeTruthy();
  });
});
