import type { ModalBodyProps } from '../../components/ui/modal/modal-host.tsx';
import { FeedbackForm } from '../../features/system/components/feedback-form.tsx';

/** The feedback modal, opened from the footer. */
export default function FeedbackModal({ close }: ModalBodyProps<'feedback'>) {
  return <FeedbackForm onSent={close} />;
}
