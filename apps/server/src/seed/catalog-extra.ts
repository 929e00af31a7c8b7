import type { SeedBrand } from './catalog-data.js';

/** Brands added by issue 3 (fictional, like the first five). */
export const EXTRA_BRANDS: SeedBrand[] = [
  { key: 'daon', name: '다온잡화', nameEn: 'Daon Goods', hue: 15 },
  { key: 'soop', name: '숲향', nameEn: 'Soophyang', hue: 150 },
  { key: 'hangyeol', name: '한결농원', nameEn: 'Hangyeol Farm', hue: 80 },
  { key: 'maru', name: '마루리빙', nameEn: 'Maru Living', hue: 45 },
];

/** More products per level-2 category: [ko, en, price] with the brands that sell them. */
export const EXTRA_PRODUCTS: Record<string, { brands: string[]; items: [string, string, number][] }> = {
  아우터: {
    brands: ['onsae', 'daon'],
    items: [
      ['핸드메이드 울 더블 코트', 'Handmade wool double-breasted coat', 219000],
      ['오버핏 데님 트러커 재킷', 'Oversized denim trucker jacket', 69000],
      ['숏 기장 플리스 집업', 'Short fleece zip-up', 45900],
      ['리버시블 퀼팅 베스트', 'Reversible quilted vest', 52000],
      ['트렌치 롱 코트 베이지', 'Long trench coat, beige', 159000],
      ['라이트 윈드브레이커', 'Light windbreaker', 39900],
      ['무스탕 스타일 보아 재킷', 'Shearling-style boa jacket', 98000],
    ],
  },
  상의: {
    brands: ['onsae', 'daon'],
    items: [
      ['옥스포드 버튼다운 셔츠', 'Oxford button-down shirt', 39000],
      ['와플 조직 긴팔 티셔츠', 'Waffle-knit long-sleeve T-shirt', 25900],
      ['기모 맨투맨 스웨트셔츠', 'Brushed sweatshirt', 35900],
      ['린넨 블렌드 반팔 셔츠', 'Linen-blend short-sleeve shirt', 42000],
      ['크롭 케이블 니트', 'Cropped cable knit', 49000],
      ['스트라이프 보트넥 티셔츠', 'Striped boat-neck T-shirt', 22900],
      ['하프집업 스웨터', 'Half-zip sweater', 58000],
    ],
  },
  가방: {
    brands: ['harudam', 'daon'],
    items: [
      ['나일론 데일리 백팩', 'Nylon daily backpack', 59000],
      ['소가죽 카드지갑', 'Cowhide card wallet', 32000],
      ['패딩 숄더백', 'Padded shoulder bag', 45000],
      ['노트북 파우치 15인치', 'Laptop sleeve, 15 inch', 29000],
      ['미니 버킷백', 'Mini bucket bag', 54000],
      ['여행용 보스턴백', 'Travel Boston bag', 89000],
      ['에코 장바구니 2종', 'Eco shopping bags, set of 2', 12900],
    ],
  },
  스킨케어: {
    brands: ['moa', 'soop'],
    items: [
      ['병풀 시카 크림 50ml', 'Centella cica cream 50 ml', 28000],
      ['비타민C 브라이트닝 세럼', 'Vitamin C brightening serum', 34000],
      ['약산성 클렌징 폼 150ml', 'Low-pH cleansing foam 150 ml', 14900],
      ['녹차 수분 젤 크림', 'Green-tea moisture gel cream', 25000],
      ['레티놀 나이트 앰플', 'Retinol night ampoule', 39000],
      ['무기자차 선크림 SPF50+', 'Mineral sunscreen SPF50+', 19800],
      ['어성초 시트 마스크 10매', 'Heartleaf sheet masks, 10 pack', 15000],
    ],
  },
  메이크업: {
    brands: ['moa', 'soop'],
    items: [
      ['롱래스팅 아이라이너', 'Long-lasting eyeliner', 12000],
      ['9색 아이섀도 팔레트', '9-colour eyeshadow palette', 29000],
      ['글로우 하이라이터', 'Glow highlighter', 18000],
      ['워터프루프 마스카라', 'Waterproof mascara', 16000],
      ['촉촉 립밤 3종', 'Moisturising lip balms, set of 3', 13500],
      ['세미매트 파우더 팩트', 'Semi-matte powder compact', 24000],
      ['브러시 5종 세트', 'Brush set of 5', 27000],
    ],
  },
  바디: {
    brands: ['moa', 'soop'],
    items: [
      ['편백 바디 스크럽', 'Hinoki body scrub', 19000],
      ['라벤더 핸드크림 3개입', 'Lavender hand cream, 3 pack', 15900],
      ['세라마이드 바디오일', 'Ceramide body oil', 23000],
      ['탈모완화 샴푸 1L', 'Anti-hair-loss shampoo 1 L', 26900],
      ['실크 헤어 트리트먼트', 'Silk hair treatment', 17900],
      ['천연 입욕제 6종', 'Natural bath bombs, 6 kinds', 21000],
      ['데오드란트 스틱', 'Deodorant stick', 11900],
    ],
  },
  신선식품: {
    brands: ['bareun', 'hangyeol'],
    items: [
      ['성주 꿀참외 3kg', 'Seongju honey melons 3 kg', 29900],
      ['유기농 방울토마토 2kg', 'Organic cherry tomatoes 2 kg', 18900],
      ['완도 활전복 1kg', 'Wando live abalone 1 kg', 59000],
      ['국내산 냉동 블루베리 1kg', 'Korean frozen blueberries 1 kg', 16900],
      ['동물복지 유정란 30구', 'Free-range eggs, 30', 12900],
      ['햇 고구마 꿀고구마 5kg', 'New-crop honey sweet potatoes 5 kg', 21900],
      ['제주 한라봉 3kg', 'Jeju hallabong 3 kg', 34900],
    ],
  },
  간편식: {
    brands: ['bareun', 'hangyeol'],
    items: [
      ['사골 곰탕 500g 6팩', 'Beef bone soup 500 g, 6 packs', 23900],
      ['닭가슴살 스테이크 10팩', 'Chicken breast steaks, 10 packs', 19900],
      ['떡볶이 밀키트 4인분', 'Tteokbokki meal kit for 4', 12900],
      ['즉석 잡곡밥 24개', 'Instant multigrain rice, 24', 25900],
      ['고등어 순살 구이 10팩', 'Boneless grilled mackerel, 10 packs', 22900],
      ['김치찌개 밀키트', 'Kimchi stew meal kit', 9900],
      ['냉동 볶음밥 6종 세트', 'Frozen fried rice, 6 kinds', 17900],
    ],
  },
  음료: {
    brands: ['bareun', 'hangyeol'],
    items: [
      ['제주 녹차 티백 50개', 'Jeju green tea, 50 bags', 11900],
      ['100% 착즙 사과주스 1L 6병', '100% pressed apple juice 1 L, 6 bottles', 27900],
      ['탄산수 플레인 500ml 20병', 'Sparkling water 500 ml, 20 bottles', 13900],
      ['드립백 커피 30개입', 'Drip-bag coffee, 30', 19900],
      ['유기농 두유 24팩', 'Organic soy milk, 24 packs', 18900],
      ['생강 대추차 1kg', 'Ginger-jujube tea 1 kg', 15900],
      ['우리쌀 생막걸리 750ml 6병', 'Rice makgeolli 750 ml, 6 bottles', 16900],
    ],
  },
  주방: {
    brands: ['harudam', 'maru'],
    items: [
      ['스테인리스 통3중 프라이팬 28cm', 'Tri-ply stainless frying pan 28 cm', 49000],
      ['원목 도마 대형', 'Large wooden chopping board', 32000],
      ['실리콘 조리도구 5종', 'Silicone utensils, set of 5', 19900],
      ['전기 무선 주전자 1.7L', 'Cordless electric kettle 1.7 L', 39000],
      ['도자기 식기 4인 세트', 'Porcelain dinnerware for 4', 79000],
      ['진공 쌀통 10kg', 'Vacuum rice bin 10 kg', 29900],
      ['칼 블록 세트 6종', 'Knife block set of 6', 69000],
    ],
  },
  침구: {
    brands: ['harudam', 'maru'],
    items: [
      ['구스 다운 차렵이불 퀸', 'Goose-down comforter, queen', 189000],
      ['극세사 겨울 패드', 'Microfibre winter mattress pad', 39900],
      ['워싱 면 베개커버 2장', 'Washed cotton pillowcases, 2', 19900],
      ['라텍스 토퍼 5cm', 'Latex topper 5 cm', 129000],
      ['암막 커튼 2장', 'Blackout curtains, 2 panels', 45000],
      ['여름 인견 이불', 'Summer rayon blanket', 49000],
      ['바디 필로우', 'Body pillow', 29000],
    ],
  },
  수납: {
    brands: ['harudam', 'maru'],
    items: [
      ['슬라이딩 서랍 정리함 4단', 'Sliding drawer unit, 4 tiers', 39900],
      ['철제 행거 1200', 'Steel clothes rack 1200', 49900],
      ['리빙 바스켓 3종', 'Living baskets, 3 sizes', 25900],
      ['옷장 압축팩 10매', 'Wardrobe vacuum bags, 10', 15900],
      ['신발 정리대 5단', 'Shoe rack, 5 tiers', 29900],
      ['냉장고 정리 용기 8종', 'Fridge organiser boxes, 8', 21900],
      ['틈새 수납장', 'Slim gap cabinet', 59000],
    ],
  },
  러닝: {
    brands: ['nuri'],
    items: [
      ['경량 러닝 재킷', 'Lightweight running jacket', 69000],
      ['러닝 양말 5켤레', 'Running socks, 5 pairs', 15900],
      ['스마트폰 러닝 암밴드', 'Phone running armband', 12900],
      ['쿨링 러닝 캡', 'Cooling running cap', 25000],
      ['레이싱 러닝화 카본', 'Carbon racing shoes', 219000],
      ['러닝 벨트 파우치', 'Running belt pouch', 19900],
      ['반사 러닝 베스트', 'Reflective running vest', 22000],
    ],
  },
  요가: {
    brands: ['nuri'],
    items: [
      ['코르크 요가 블록 2개', 'Cork yoga blocks, 2', 19900],
      ['요가 스트랩 면 소재', 'Cotton yoga strap', 9900],
      ['폼롤러 45cm', 'Foam roller 45 cm', 21900],
      ['브라탑 요가 상의', 'Yoga bra top', 32000],
      ['필라테스 링', 'Pilates ring', 17900],
      ['요가 휠', 'Yoga wheel', 34900],
      ['명상 쿠션', 'Meditation cushion', 39000],
    ],
  },
  캠핑: {
    brands: ['nuri'],
    items: [
      ['원터치 팝업 텐트 4인용', 'One-touch pop-up tent for 4', 129000],
      ['캠핑 코펠 세트', 'Camping cookware set', 45000],
      ['접이식 캠핑 테이블', 'Folding camping table', 59000],
      ['자충식 에어매트', 'Self-inflating air mat', 69000],
      ['휴대용 가스버너', 'Portable gas stove', 35000],
      ['아이스박스 45L', 'Cooler box 45 L', 89000],
      ['동계 침낭 영하 10도', 'Winter sleeping bag, −10 °C', 99000],
    ],
  },
};
