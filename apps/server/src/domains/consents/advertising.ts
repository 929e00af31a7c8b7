import { sql, type SQL } from 'drizzle-orm';
import type { ConsentChannel } from '@lc/contracts';
import { formatAdvertisement, type AdDecision, type AdMessage, type AdSender } from './consents.policy.js';
import type { ConsentsService } from './consents.service.js';

/**
 * The one gate of advertising (정보통신망법 제50조) every sender goes through: `decide` answers whether
 * an advertising message may reach this member on this channel at this moment (the channel consent
 * and, between 21:00 and 08:00 Korea time, the night consent, read from `marketing_consents` at send
 * time), `format` gives its exact words ((광고), the sender, the free opt-out). The push dispatcher and
 * the alert list use it; a future SMS or e-mail sender must too.
 */
export interface Advertising {
  decide(userSysId: number, channel: ConsentChannel, at: Date): Promise<AdDecision>;
  format(channel: ConsentChannel, msg: { title?: string | null; body: string }): AdMessage;
}

export function createAdvertising(consents: Pick<ConsentsService, 'mayAdvertise'>, sender: AdSender): Advertising {
  return {
    decide: (userSysId, channel, at) => consents.mayAdvertise(userSysId, channel, at),
    format: (channel, msg) => formatAdvertisement(channel, msg, sender),
  };
}

/**
 * The same channel rule as `decideAdvertising`, as a SQL condition on a member id, for choosing an
 * audience in bulk (the alert rows an advertisement creates). It has no clock: the night rule is
 * decided when a message is sent (`Advertising.decide`).
 */
export const channelConsentSql = (userSysId: SQL, channel: ConsentChannel): SQL =>
  sql`exists (select 1 from marketing_consents mc
    where mc.user_sys_id = ${userSysId} and mc.channel = ${channel} and mc.agreed)`;
