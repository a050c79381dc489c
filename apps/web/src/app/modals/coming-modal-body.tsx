import { useTranslation } from 'react-i18next';
import { ComingPanel } from '../../components/ui/coming-panel.tsx';
import type { AreaName } from '../../config/areas.ts';
import { modalTitleKeys, type ModalName } from '../../config/modals.ts';

/** The body of a modal whose area has not been delivered yet. */
export function ComingModalBody({ name, area }: { name: ModalName; area: AreaName }) {
  const { t } = useTranslation();
  return <ComingPanel area={area} title={t(modalTitleKeys[name])} compact />;
}
