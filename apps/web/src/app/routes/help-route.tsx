import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openModal } from '../../components/ui/modal/modal-store.ts';
import { paths } from '../../config/paths.ts';
import { HomePage } from './home.tsx';

/** /help: the home page with the help center open; the hash names the topic (#term, #privacy...). */
export function HelpRoute() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tag = decodeURIComponent(hash.replace(/^#/, '')) || undefined;
  useEffect(() => {
    openModal('helpCenter', { tag }, { onClose: () => void navigate(paths.home, { replace: true }) });
  }, [tag, navigate]);
  return <HomePage />;
}
