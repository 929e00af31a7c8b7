/** The demo catalogue: fictional Korean brands, a two-level category tree and products. */
export interface SeedBrand {
  key: string;
  name: string;
  nameEn: string;
  hue: number;
}
export interface SeedProduct {
  name: string;
  nameEn: string;
  brand: string;
  marketPrice: number;
  price: number;
  stock: number;
  options?: { group: string; values: { name: string; addedPrice?: number; stock: number }[] }[];
  delivery?: { type: 1 | 2 | 3; price?: number; freeMin?: number };
  soldOut?: boolean;
  hidden?: boolean;
  livePrice?: number;
}
export interface SeedCategory {
  name: string;
  nameEn: string;
  children: { name: string; nameEn: string; products: SeedProduct[] }[];
}

export const SEED_BRANDS: SeedBrand[] = [
  { key: 'onsae', name: '온새미로', nameEn: 'Onsaemiro', hue: 210 },
  { key: 'harudam', name: '하루담', nameEn: 'Harudam', hue: 30 },
  { key: 'bareun', name: '바른식탁', nameEn: 'Bareun Table', hue: 110 },
  { key: 'moa', name: '모아뷰티', nameEn: 'Moa Beauty', hue: 330 },
  { key: 'nuri', name: '누리스포츠', nameEn: 'Nuri Sports', hue: 260 },
];

const size = (stock: number) => ({
  group: '사이즈',
  values: ['S', 'M', 'L'].map((n) => ({ name: n, stock })),
});
const color = (names: string[], stock: number) => ({ group: '색상', values: names.map((n) => ({ name: n, stock })) });

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: '패션',
    nameEn: 'Fashion',
    children: [
      {
        name: '아우터',
        nameEn: 'Outerwear',
        products: [
          {
            name: '울 블렌드 오버핏 싱글 코트',
            nameEn: 'Wool-blend oversized single coat',
            brand: 'onsae',
            marketPrice: 189000,
            price: 139000,
            stock: 40,
            options: [color(['차콜', '베이지', '블랙'], 10), size(10)],
            delivery: { type: 1 },
          },
          {
            name: '경량 구스다운 후드 패딩 점퍼',
            nameEn: 'Lightweight goose-down hooded puffer',
            brand: 'onsae',
            marketPrice: 159000,
            price: 99000,
            stock: 30,
            options: [color(['아이보리', '네이비'], 15)],
            delivery: { type: 1 },
            livePrice: 79000,
          },
        ],
      },
      {
        name: '상의',
        nameEn: 'Tops',
        products: [
          {
            name: '코튼 라운드넥 반팔 티셔츠 3팩',
            nameEn: 'Cotton crew-neck T-shirt, pack of 3',
            brand: 'onsae',
            marketPrice: 39000,
            price: 29900,
            stock: 200,
            options: [size(60)],
            delivery: { type: 2, price: 3000, freeMin: 50000 },
          },
          {
            name: '캐시미어 터치 니트 가디건',
            nameEn: 'Cashmere-touch knit cardigan',
            brand: 'onsae',
            marketPrice: 89000,
            price: 59000,
            stock: 0,
            soldOut: true,
            options: [color(['그레이', '크림'], 0)],
            delivery: { type: 1 },
          },
        ],
      },
      {
        name: '가방',
        nameEn: 'Bags',
        products: [
          {
            name: '데일리 캔버스 토트백',
            nameEn: 'Everyday canvas tote bag',
            brand: 'harudam',
            marketPrice: 45000,
            price: 32000,
            stock: 80,
            options: [color(['네추럴', '블랙'], 40)],
            delivery: { type: 2, price: 3000, freeMin: 30000 },
          },
          {
            name: '비건 레더 미니 크로스백',
            nameEn: 'Vegan leather mini crossbody bag',
            brand: 'onsae',
            marketPrice: 79000,
            price: 69000,
            stock: 25,
            delivery: { type: 3, price: 3000 },
          },
        ],
      },
    ],
  },
  {
    name: '뷰티',
    nameEn: 'Beauty',
    children: [
      {
        name: '스킨케어',
        nameEn: 'Skincare',
        products: [
          {
            name: '어성초 진정 토너 300ml',
            nameEn: 'Heartleaf calming toner 300 ml',
            brand: 'moa',
            marketPrice: 28000,
            price: 19800,
            stock: 150,
            delivery: { type: 2, price: 2500, freeMin: 20000 },
          },
          {
            name: '히알루론 수분 앰플 50ml 1+1',
            nameEn: 'Hyaluronic moisture ampoule 50 ml, 1+1',
            brand: 'moa',
            marketPrice: 52000,
            price: 32900,
            stock: 90,
            delivery: { type: 1 },
            livePrice: 27900,
          },
        ],
      },
      {
        name: '메이크업',
        nameEn: 'Makeup',
        products: [
          {
            name: '벨벳 립 틴트 6종',
            nameEn: 'Velvet lip tint, 6 shades',
            brand: 'moa',
            marketPrice: 18000,
            price: 12600,
            stock: 120,
            options: [color(['01 코랄', '02 로즈', '03 레드', '04 누드', '05 플럼', '06 피치'], 20)],
            delivery: { type: 2, price: 2500, freeMin: 20000 },
          },
          {
            name: '커버 쿠션 파운데이션 리필 포함',
            nameEn: 'Cover cushion foundation with refill',
            brand: 'moa',
            marketPrice: 38000,
            price: 26600,
            stock: 60,
            options: [color(['21호', '23호'], 30)],
            delivery: { type: 1 },
          },
        ],
      },
      {
        name: '바디',
        nameEn: 'Body',
        products: [
          {
            name: '시어버터 바디로션 500ml',
            nameEn: 'Shea butter body lotion 500 ml',
            brand: 'moa',
            marketPrice: 24000,
            price: 15900,
            stock: 70,
            delivery: { type: 2, price: 2500, freeMin: 20000 },
          },
          {
            name: '약산성 퍼퓸 바디워시 대용량',
            nameEn: 'Low-pH perfumed body wash, large',
            brand: 'harudam',
            marketPrice: 21000,
            price: 13900,
            stock: 0,
            soldOut: true,
            delivery: { type: 1 },
          },
        ],
      },
    ],
  },
  {
    name: '식품',
    nameEn: 'Food',
    children: [
      {
        name: '신선식품',
        nameEn: 'Fresh',
        products: [
          {
            name: '제주 감귤 5kg 로얄과',
            nameEn: 'Jeju tangerines 5 kg, royal grade',
            brand: 'bareun',
            marketPrice: 35000,
            price: 24900,
            stock: 100,
            options: [
              {
                group: '중량',
                values: [
                  { name: '5kg', stock: 60 },
                  { name: '10kg', addedPrice: 20000, stock: 40 },
                ],
              },
            ],
            delivery: { type: 1 },
          },
          {
            name: '무항생제 1등급 한우 불고기 500g',
            nameEn: 'Antibiotic-free grade-1 Hanwoo bulgogi 500 g',
            brand: 'bareun',
            marketPrice: 42000,
            price: 33900,
            stock: 50,
            delivery: { type: 3, price: 4000 },
          },
        ],
      },
      {
        name: '간편식',
        nameEn: 'Ready meals',
        products: [
          {
            name: '바른 김치볶음밥 10팩',
            nameEn: 'Kimchi fried rice, 10 packs',
            brand: 'bareun',
            marketPrice: 32000,
            price: 21900,
            stock: 200,
            delivery: { type: 2, price: 3000, freeMin: 30000 },
          },
          {
            name: '수제 왕만두 1.2kg',
            nameEn: 'Handmade king dumplings 1.2 kg',
            brand: 'bareun',
            marketPrice: 19900,
            price: 14900,
            stock: 0,
            soldOut: true,
            delivery: { type: 2, price: 3000, freeMin: 30000 },
          },
        ],
      },
      {
        name: '음료',
        nameEn: 'Drinks',
        products: [
          {
            name: '콜드브루 원액 1L',
            nameEn: 'Cold-brew concentrate 1 L',
            brand: 'bareun',
            marketPrice: 18000,
            price: 12900,
            stock: 80,
            delivery: { type: 2, price: 3000, freeMin: 30000 },
          },
          {
            name: '국산 유기농 보리차 티백 100개',
            nameEn: 'Organic Korean barley tea, 100 bags',
            brand: 'harudam',
            marketPrice: 15000,
            price: 9900,
            stock: 120,
            delivery: { type: 2, price: 3000, freeMin: 30000 },
            hidden: true,
          },
        ],
      },
    ],
  },
  {
    name: '리빙',
    nameEn: 'Living',
    children: [
      {
        name: '주방',
        nameEn: 'Kitchen',
        products: [
          {
            name: '통주물 무쇠 냄비 20cm',
            nameEn: 'Cast-iron pot 20 cm',
            brand: 'harudam',
            marketPrice: 129000,
            price: 89000,
            stock: 20,
            options: [color(['딥그린', '크림'], 10)],
            delivery: { type: 1 },
          },
          {
            name: '내열유리 밀폐용기 10종 세트',
            nameEn: 'Heat-resistant glass containers, set of 10',
            brand: 'harudam',
            marketPrice: 59000,
            price: 39900,
            stock: 45,
            delivery: { type: 1 },
          },
        ],
      },
      {
        name: '침구',
        nameEn: 'Bedding',
        products: [
          {
            name: '호텔식 60수 면 이불 세트',
            nameEn: 'Hotel-style 60s cotton duvet set',
            brand: 'harudam',
            marketPrice: 169000,
            price: 119000,
            stock: 15,
            options: [size(5)],
            delivery: { type: 1 },
          },
          {
            name: '메모리폼 경추 베개',
            nameEn: 'Memory-foam cervical pillow',
            brand: 'harudam',
            marketPrice: 69000,
            price: 45900,
            stock: 35,
            delivery: { type: 2, price: 3000, freeMin: 50000 },
          },
        ],
      },
      {
        name: '수납',
        nameEn: 'Storage',
        products: [
          {
            name: '접이식 리빙 박스 3개입',
            nameEn: 'Folding storage boxes, 3 pack',
            brand: 'harudam',
            marketPrice: 29000,
            price: 19900,
            stock: 90,
            delivery: { type: 2, price: 3000, freeMin: 30000 },
          },
          {
            name: '원목 3단 선반',
            nameEn: 'Three-tier solid-wood shelf',
            brand: 'harudam',
            marketPrice: 89000,
            price: 64000,
            stock: 12,
            delivery: { type: 3, price: 5000 },
          },
        ],
      },
    ],
  },
  {
    name: '스포츠',
    nameEn: 'Sports',
    children: [
      {
        name: '러닝',
        nameEn: 'Running',
        products: [
          {
            name: '쿠셔닝 데일리 러닝화',
            nameEn: 'Cushioned daily running shoes',
            brand: 'nuri',
            marketPrice: 129000,
            price: 89000,
            stock: 60,
            options: [
              { group: '사이즈', values: ['240', '250', '260', '270', '280'].map((n) => ({ name: n, stock: 12 })) },
            ],
            delivery: { type: 1 },
            livePrice: 74000,
          },
          {
            name: '드라이핏 러닝 반바지',
            nameEn: 'Dry-fit running shorts',
            brand: 'nuri',
            marketPrice: 39000,
            price: 27300,
            stock: 80,
            options: [size(25)],
            delivery: { type: 2, price: 3000, freeMin: 50000 },
          },
        ],
      },
      {
        name: '요가',
        nameEn: 'Yoga',
        products: [
          {
            name: 'TPE 논슬립 요가매트 8mm',
            nameEn: 'TPE non-slip yoga mat 8 mm',
            brand: 'nuri',
            marketPrice: 45000,
            price: 29900,
            stock: 70,
            options: [color(['라벤더', '민트', '차콜'], 20)],
            delivery: { type: 1 },
          },
          {
            name: '하이웨스트 요가 레깅스',
            nameEn: 'High-waist yoga leggings',
            brand: 'nuri',
            marketPrice: 59000,
            price: 39900,
            stock: 55,
            options: [size(18)],
            delivery: { type: 1 },
          },
        ],
      },
      {
        name: '캠핑',
        nameEn: 'Camping',
        products: [
          {
            name: '초경량 알루미늄 캠핑 체어',
            nameEn: 'Ultralight aluminium camping chair',
            brand: 'nuri',
            marketPrice: 79000,
            price: 54900,
            stock: 30,
            delivery: { type: 1 },
          },
          {
            name: '감성 LED 캠핑 랜턴',
            nameEn: 'LED camping lantern',
            brand: 'nuri',
            marketPrice: 49000,
            price: 34900,
            stock: 40,
            delivery: { type: 2, price: 3000, freeMin: 50000 },
          },
        ],
      },
    ],
  },
];
