import { Outlet } from 'react-router';

/** The bare layout: the page alone, without any chrome (seamless game pages). */
export function Component() {
  return <Outlet />;
}
