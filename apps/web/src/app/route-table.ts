import { createContext } from 'react';
import type { AppRoute } from './routes';

/**
 * The route table, handed by the router to the screens that read it (the /routeQuery redirect): the
 * table imports every screen, so a screen importing the table would close an import cycle.
 */
export const RouteTable = createContext<readonly AppRoute[]>([]);
