import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { HelpTopic } from '@platform/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { HelpIcon } from '../../../components/ui/icons.tsx';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useHelpTopics } from '../api/get-help-center.ts';
import styles from './help-center.module.css';

/** The help center: the topic list and the chosen topic; on /help the hash names the topic. */
export default function HelpCenterModal({ props }: ModalBodyProps<'helpCenter'>) {
  const { t } = useTranslation();
  const topics = useHelpTopics();
  const [chosenTag, setChosenTag] = useState(props.tag);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => setChosenTag(props.tag), [props.tag]);

  if (topics.isPending) return <CentredSpinner />;
  if (topics.isError) return <ErrorScreen error={topics.error} onRetry={() => void topics.refetch()} compact />;
  if (topics.data.length === 0) return <EmptyState icon={<HelpIcon size={28} />} title={t('help.empty')} />;

  const choose = (tag: string) => {
    setChosenTag(tag);
    if (location.pathname.toLowerCase() === paths.help.toLowerCase()) {
      void navigate({ pathname: location.pathname, search: location.search, hash: tag }, { replace: true });
    }
  };
  return <HelpCenterBody topics={topics.data} chosenTag={chosenTag} onChoose={choose} />;
}

interface HelpCenterBodyProps {
  topics: HelpTopic[];
  chosenTag: string | undefined;
  onChoose: (tag: string) => void;
}

function HelpCenterBody({ topics, chosenTag, onChoose }: HelpCenterBodyProps) {
  const { t } = useTranslation();
  const topic = topics.find((candidate) => candidate.tag === chosenTag) ?? topics[0];
  const html = useMemo(() => (topic ? sanitizeHtml(topic.content) : ''), [topic]);
  return (
    <div className={styles.layout}>
      <ul className={styles.topics} aria-label={t('help.topics')}>
        {topics.map((candidate) => (
          <li key={candidate.tag}>
            <button
              type="button"
              className={[styles.topic, candidate === topic ? styles.selected : ''].join(' ')}
              aria-current={candidate === topic ? 'true' : undefined}
              onClick={() => onChoose(candidate.tag)}
            >
              {candidate.title}
            </button>
          </li>
        ))}
      </ul>
      {topic ? (
        <article key={topic.tag} className={styles.article} id={`help-${topic.tag}`}>
          <h3 className={styles.articleTitle}>{topic.title}</h3>
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      ) : null}
    </div>
  );
}
