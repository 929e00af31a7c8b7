/** Delivery companies offered for return invoices and tracking (preferences/deliveryCompanys). */
export const DELIVERY_COMPANIES = [
  {
    code: '04',
    ko: 'CJ대한통운',
    en: 'CJ Logistics',
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=',
  },
  {
    code: '01',
    ko: '우체국택배',
    en: 'Korea Post',
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=',
  },
  {
    code: '05',
    ko: '한진택배',
    en: 'Hanjin Express',
    trackingUrl: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=',
  },
  {
    code: '08',
    ko: '롯데택배',
    en: 'Lotte Global Logistics',
    trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=',
  },
  { code: '06', ko: '로젠택배', en: 'Logen', trackingUrl: 'https://www.ilogen.com/web/personal/trace/' },
  {
    code: '23',
    ko: '경동택배',
    en: 'Kyungdong Express',
    trackingUrl: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode=',
  },
  {
    code: '46',
    ko: 'CU 편의점택배',
    en: 'CU Post',
    trackingUrl: 'https://www.cupost.co.kr/postbox/delivery/localResult.cupost?invoice_no=',
  },
  {
    code: '24',
    ko: 'GS Postbox 택배',
    en: 'GS Postbox',
    trackingUrl: 'https://www.cvsnet.co.kr/invoice/tracking.do?invoice_no=',
  },
] as const;

/** Banks for refund accounts (preferences/banks); codes are the 금융결제원 bank codes. */
export const BANKS = [
  { code: '004', ko: 'KB국민은행', en: 'KB Kookmin Bank' },
  { code: '088', ko: '신한은행', en: 'Shinhan Bank' },
  { code: '020', ko: '우리은행', en: 'Woori Bank' },
  { code: '081', ko: '하나은행', en: 'Hana Bank' },
  { code: '011', ko: 'NH농협은행', en: 'NH NongHyup Bank' },
  { code: '003', ko: 'IBK기업은행', en: 'IBK Industrial Bank of Korea' },
  { code: '023', ko: 'SC제일은행', en: 'SC First Bank' },
  { code: '027', ko: '한국씨티은행', en: 'Citibank Korea' },
  { code: '090', ko: '카카오뱅크', en: 'KakaoBank' },
  { code: '089', ko: '케이뱅크', en: 'K Bank' },
  { code: '092', ko: '토스뱅크', en: 'Toss Bank' },
  { code: '071', ko: '우체국', en: 'Korea Post Bank' },
  { code: '031', ko: '대구은행', en: 'Daegu Bank (iM Bank)' },
  { code: '032', ko: '부산은행', en: 'Busan Bank' },
  { code: '039', ko: '경남은행', en: 'Kyongnam Bank' },
  { code: '034', ko: '광주은행', en: 'Gwangju Bank' },
  { code: '037', ko: '전북은행', en: 'Jeonbuk Bank' },
  { code: '035', ko: '제주은행', en: 'Jeju Bank' },
  { code: '045', ko: '새마을금고', en: 'MG Saemaul Geumgo' },
  { code: '048', ko: '신협', en: 'Shinhyup (CU)' },
  { code: '007', ko: '수협은행', en: 'Suhyup Bank' },
  { code: '002', ko: 'KDB산업은행', en: 'Korea Development Bank' },
] as const;
