export { Button, ButtonLink } from './Button';
export { Page, Header, useGoBack } from './Page';
export { Spinner } from './Spinner';
export { EmptyState } from './EmptyState';
export { TextField } from './TextField';
export { ProductCard, ProductGrid, ProductImage } from './ProductCard';
export { LinkList, LinkMenu, type LinkItem, type LinkMenuSection } from './LinkMenu';
export * from './icons';
export { OperatorFooter } from './OperatorFooter';
