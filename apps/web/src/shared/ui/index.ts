export { Button, ButtonLink } from './Button';
export { Page, Header, useGoBack } from './Page';
export { Spinner } from './Spinner';
export { EmptyState } from './EmptyState';
export { TextField } from './TextField';
export { ProductCard, ProductGrid, ProductImage } from './ProductCard';
export * from './icons';
