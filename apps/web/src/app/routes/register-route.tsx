import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openModal } from '../../components/ui/modal/modal-store.ts';
import { paths } from '../../config/paths.ts';
import { HomePage } from './home.tsx';

/** /register: the home page with the register modal open, carrying the referral code of the link. */
export function RegisterRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const referralCode = search.get('referralCode')?.trim() || undefined;
  useEffect(() => {
    openModal('register', { referralCode }, { onClose: () => void navigate(paths.home, { replace: true }) });
  }, [referralCode, navigate]);
  return <HomePage />;
}
