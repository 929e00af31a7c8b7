import { createContext, Suspense, useContext, type ComponentType } from 'react';

export interface ProductSectionProps {
  prdtSysId: number;
}

/**
 * Blocks other features add to the product page (the review summary, the Q&A preview). Features do
 * not import each other: the app composes them (`app/product-sections.tsx`) and provides them here.
 */
export const ProductSectionsContext = createContext<readonly ComponentType<ProductSectionProps>[]>([]);

/** Renders the sections the app provides, each loading on its own. */
export function ProductSections({ prdtSysId }: ProductSectionProps) {
  const sections = useContext(ProductSectionsContext);
  return (
    <>
      {sections.map((Section, i) => (
        <Suspense key={i} fallback={null}>
          <Section prdtSysId={prdtSysId} />
        </Suspense>
      ))}
    </>
  );
}
