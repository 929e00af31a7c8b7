/**
 * Postal codes (5-digit 국가기초구역번호, in use since 2015) that carry an extra delivery fee:
 * Jeju and the island/mountain areas (도서산간). These are the ranges Korean couriers and the
 * big marketplaces publish as their 도서산간 list; each range is inclusive. The table is data:
 * an operator correcting it edits this list only.
 */
export interface ExtraArea {
  from: number;
  to: number;
  type: 'jeju' | 'island';
  ko: string;
  en: string;
}

const island = (from: number, to: number, ko: string, en: string): ExtraArea => ({ from, to, type: 'island', ko, en });

export const EXTRA_AREAS: readonly ExtraArea[] = [
  { from: 63000, to: 63644, type: 'jeju', ko: '제주특별자치도', en: 'Jeju' },
  island(22386, 22388, '인천 중구 섬지역 (무의도·실미도)', 'Incheon Jung-gu islands'),
  island(23004, 23010, '인천 강화군 섬지역 (교동·삼산·서도)', 'Ganghwa islands'),
  island(23100, 23116, '인천 옹진군 (북도·영흥·자월·덕적)', 'Ongjin islands'),
  island(23124, 23136, '인천 옹진군 (백령·대청·연평)', 'Ongjin outer islands'),
  island(31708, 31708, '충남 당진시 섬지역', 'Dangjin islands'),
  island(32133, 32133, '충남 태안군 섬지역', 'Taean islands'),
  island(33411, 33411, '충남 보령시 섬지역 (외연도·녹도)', 'Boryeong islands'),
  island(40200, 40240, '경북 울릉군 (울릉도·독도)', 'Ulleung-gun'),
  island(46768, 46771, '부산 강서구 섬지역 (가덕도)', 'Busan Gangseo islands'),
  island(52570, 52571, '경남 사천시 섬지역', 'Sacheon islands'),
  island(53031, 53033, '경남 통영시 섬지역 (한산·사량)', 'Tongyeong islands'),
  island(53089, 53104, '경남 통영시 섬지역 (욕지·산양)', 'Tongyeong outer islands'),
  island(54000, 54000, '전북 군산시 섬지역 (어청도)', 'Gunsan islands'),
  island(56347, 56349, '전북 부안군 섬지역 (위도)', 'Buan islands'),
  island(57068, 57069, '전남 영광군 섬지역 (낙월·송이도)', 'Yeonggwang islands'),
  island(58760, 58762, '전남 목포시 섬지역', 'Mokpo islands'),
  island(58800, 58810, '전남 신안군 (압해·지도)', 'Sinan-gun'),
  island(58816, 58818, '전남 신안군 (증도·임자)', 'Sinan-gun'),
  island(58826, 58826, '전남 신안군 (자은)', 'Sinan-gun'),
  island(58828, 58866, '전남 신안군 (암태·흑산·비금·도초·하의)', 'Sinan-gun'),
  island(58953, 58958, '전남 진도군 섬지역 (조도)', 'Jindo islands'),
  island(59102, 59103, '전남 완도군 (노화·보길)', 'Wando islands'),
  island(59106, 59106, '전남 완도군 (소안)', 'Wando islands'),
  island(59127, 59127, '전남 완도군 (금일)', 'Wando islands'),
  island(59129, 59129, '전남 완도군 (생일)', 'Wando islands'),
  island(59137, 59166, '전남 완도군 (청산·금당·약산·고금·신지)', 'Wando islands'),
  island(59650, 59650, '전남 여수시 섬지역 (거문도)', 'Yeosu islands'),
  island(59766, 59766, '전남 여수시 섬지역 (개도)', 'Yeosu islands'),
  island(59781, 59790, '전남 여수시 섬지역 (금오도·연도·손죽)', 'Yeosu islands'),
];

/** The extra-fee area a 5-digit postal code belongs to, or null (mainland). */
export function extraAreaOf(postNumber: string): ExtraArea | null {
  if (!/^\d{5}$/.test(postNumber)) return null;
  const n = Number(postNumber);
  return EXTRA_AREAS.find((a) => n >= a.from && n <= a.to) ?? null;
}
