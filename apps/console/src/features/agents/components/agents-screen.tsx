import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlagsPanel } from './flags-panel.tsx';
import { MemberPanel } from './member-panel.tsx';

const tabs = ['member', 'flags'] as const;
type Tab = (typeof tabs)[number];

/**
 * Agents: a member looked up by account (its place in the tree, team, figures, quotas, links and moves) and the
 * fraud flags. The open member and tab live in the address, so the browser's back button and a reload keep them.
 */
export default function AgentsScreen() {
  const { t } = useTranslation();
  const [parameters, setParameters] = useSearchParams();
  const account = parameters.get('account') ?? '';
  const tab: Tab = parameters.get('tab') === 'flags' ? 'flags' : 'member';

  const openMember = useCallback((next: string) => setParameters({ account: next }), [setParameters]);
  const showTab = (next: Tab) => setParameters(next === 'flags' ? { ...(account ? { account } : {}), tab: 'flags' } : account ? { account } : {});

  return (
    <section className="screen" aria-labelledby="agents-title">
      <header className="screen-header">
        <div>
          <h1 id="agents-title">{t('agents.title')}</h1>
          <p className="muted">{t('agents.intro')}</p>
        </div>
      </header>
      <div className="tabs" role="tablist" aria-label={t('agents.tabsLabel')}>
        {tabs.map((name) => (
          <button key={name} type="button" role="tab" id={`agents-tab-${name}`} aria-selected={tab === name} aria-controls={`agents-panel-${name}`} onClick={() => showTab(name)}>
            {t(`agents.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`agents-panel-${tab}`} aria-labelledby={`agents-tab-${tab}`} className="tab-panel">
        {tab === 'member' ? <MemberPanel account={account} onOpen={openMember} /> : <FlagsPanel onOpen={openMember} />}
      </div>
    </section>
  );
}
