// The page for unknown routes.
export { NotFoundPage } from './NotFoundPage';
