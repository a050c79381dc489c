import { NotFoundContent } from './not-found-content.tsx';

/** The not-found route. */
export function Component() {
  return <NotFoundContent />;
}
