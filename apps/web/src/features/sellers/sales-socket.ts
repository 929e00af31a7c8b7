import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { SALES_FEED_EVENTS, type BroadcastSales, CC } from '@lc/contracts';
import { getSession } from '../../shared/session';

/**
 * The live sales of a show (issue 14): joins the show's sales feed on the chat socket and hands every
 * `salesUpdate` to `onUpdate` while mounted (the server pushes on each paid order and viewer sample).
 */
export function useSalesFeed(scheduleId: number, enabled: boolean, onUpdate: (s: BroadcastSales) => void) {
  useEffect(() => {
    const token = getSession().accessToken;
    if (!enabled || !token || scheduleId <= 0) return;
    const socket = io({
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => cb({ token: getSession().accessToken ?? '' }),
    });
    const join = () => {
      socket.emit(SALES_FEED_EVENTS.join, { room: scheduleId }, (a: { resultCode: string; sales?: BroadcastSales }) => {
        if (a.resultCode === CC.OK && a.sales) onUpdate(a.sales);
      });
    };
    socket.on('connect', join);
    socket.on(SALES_FEED_EVENTS.update, (e: { room: number; sales: BroadcastSales }) => {
      if (e.room === scheduleId) onUpdate(e.sales);
    });
    return () => {
      socket.close();
    };
    // onUpdate is a state setter wrapper; the feed is bound to the show
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scheduleId, enabled]);
}
