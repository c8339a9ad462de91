import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/** Public pages: the top header bar, the page, the footer. The dashboard has its own shell. */
export function PublicLayout() {
  return (
    <>
      <Header />
      <Outlet />
      <Footer />
    </>
  );
}
