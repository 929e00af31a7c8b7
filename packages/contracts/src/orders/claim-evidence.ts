/**
 * Evidence of an exchange or return (shopping §9 "evidence requested within 15 days"; live §9 terms
 * "evidence submission 15 days"): the buyer may add photos to their open exchange/return request until
 * the end of the 15th Korean calendar day after filing it (the filing day not counted). Its own module
 * without imports, so the result-code messages and the served terms name the same number.
 */
export const CLAIM_EVIDENCE_DAYS = 15;
