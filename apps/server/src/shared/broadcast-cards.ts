import { sql } from 'drizzle-orm';
import { broadcastSchedules, broadcasts } from '../db/schema/index.js';

/**
 * The columns of a broadcast card outside the broadcasts domain (a brand channel's airings, a
 * sellover's bookings): one airing (schedule) of a broadcast, with the broadcast's texts and its
 * product count. For a select joining broadcast_schedules to broadcasts.
 */
export const broadcastCardColumns = {
  broadcastSysId: broadcasts.broadcastSysId,
  broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
  title: broadcasts.title,
  titleEn: broadcasts.titleEn,
  briefComment: broadcasts.briefComment,
  briefCommentEn: broadcasts.briefCommentEn,
  thumnailLiveUrl: broadcasts.thumnailLiveUrl,
  startDate: broadcastSchedules.startDate,
  startTime: broadcastSchedules.startTime,
  endTime: broadcastSchedules.endTime,
  liveFlag: broadcastSchedules.liveFlag,
  highlightUrl: broadcastSchedules.highlightUrl,
  viewCnt: broadcastSchedules.viewCnt,
  // written out in full: a column inside the subquery must name the outer broadcasts row
  prdtTotalCnt: sql<number>`(select count(*)::int from broadcast_products bp where bp.broadcast_sys_id = "broadcasts"."broadcast_sys_id")`,
};
