import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { brands, products } from '../db/schema/index.js';

/** Fictional seller identities for the demo brands (the product page's seller block, 전자상거래법 제20조 ②). */
const SELLERS = [
  { company: '(주)온새미로', rep: '김온새', city: '서울특별시 성동구 성수이로 77', bizRegNo: '120-81-00002' },
  { company: '하루담 주식회사', rep: '이하루', city: '경기도 성남시 분당구 판교역로 12', bizRegNo: '214-86-00016' },
  { company: '(주)바른식탁', rep: '박바른', city: '충청남도 천안시 동남구 만남로 3', bizRegNo: '305-81-00020' },
  { company: '모아뷰티(주)', rep: '최모아', city: '서울특별시 강남구 테헤란로 200', bizRegNo: '411-86-00034' },
  { company: '(주)누리스포츠', rep: '정누리', city: '부산광역시 해운대구 센텀중앙로 48', bizRegNo: '507-81-00043' },
  { company: '다온잡화', rep: '강다온', city: '대구광역시 중구 동성로 9', bizRegNo: '603-86-00050' },
  { company: '숲향 주식회사', rep: '윤숲향', city: '강원특별자치도 춘천시 중앙로 15', bizRegNo: '708-81-00063' },
  { company: '한결농원 영농조합법인', rep: '한결', city: '전라남도 나주시 빛가람로 21', bizRegNo: '809-86-00075' },
];

/** The demo's alcoholic beverages (19+ at checkout, reported to the tax office quarterly). */
export const SEED_ALCOHOL_PRODUCTS = ['우리쌀 생막걸리 750ml 6병'];

/** Issue 18: seller identities on the demo brands and the alcohol flag on the demo liquor. */
export async function seedCompliance(tx: Tx): Promise<void> {
  const rows = await tx.select({ id: brands.brandSysId }).from(brands).orderBy(asc(brands.brandSysId));
  for (const [i, b] of rows.entries()) {
    const s = SELLERS[i % SELLERS.length]!;
    await tx
      .update(brands)
      .set({
        sellerCompanyName: s.company,
        sellerRepresentative: s.rep,
        sellerAddress: s.city,
        sellerPhone: `02-${String(1200 + i).padStart(4, '0')}-${String(3400 + i).padStart(4, '0')}`,
        sellerEmail: `seller${i + 1}@example.kr`,
        sellerBizRegNo: s.bizRegNo,
        sellerMailOrderNo: `제2026-데모-${String(i + 1).padStart(4, '0')}호`,
      })
      .where(eq(brands.brandSysId, b.id));
  }
  for (const name of SEED_ALCOHOL_PRODUCTS) {
    // issue 33: 지역특산주 (a 전통주 kind): may be sold online
    await tx.update(products).set({ isAlcohol: 1, alcoholKind: 'regional' }).where(eq(products.name, name));
  }
}
