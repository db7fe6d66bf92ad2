import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/** Every navigation starts at the top of the page (docs/architecture.md «Поведение клиента»). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return <Outlet />;
}
