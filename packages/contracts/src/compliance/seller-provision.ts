/**
 * Issue 33 (개인정보 보호법 제17조): the buyer's data given to the independent seller(s) of an order. The
 * checkout box states it (naming the sellers and their items) and the privacy policy repeats it; the
 * server refuses an order without the box ticked (`6160`) and keeps the time it was ticked.
 */
export const SELLER_PROVISION = {
  items: {
    ko: '주문자와 수령인의 이름, 휴대폰 번호, 배송지 주소, 배송 메모',
    en: "the orderer's and the receiver's names, mobile numbers, delivery address and delivery note",
  },
  purpose: {
    ko: '상품 배송, 교환·반품과 고객 응대',
    en: 'delivering the goods, exchanges and returns, and answering the buyer',
  },
  /** the seller keeps the trade record as long as the law asks the trade records to be kept (RETENTION_CLASSES.tradeRecords) */
  retentionYears: 5,
} as const;
