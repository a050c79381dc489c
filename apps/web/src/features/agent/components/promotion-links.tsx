import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downlineKinds, promotionLinksMaximum, type DownlineKind, type PromotionLink, type RegisterCentreValue } from '@platform/contract/agent/team';
import { Button } from '../../../components/ui/button.tsx';
import { showDialog, type DialogButton } from '../../../components/ui/dialog/dialog-store.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { useClosePromotionLink } from '../api/close-promotion-link.ts';
import { useCreatePromotionLink } from '../api/create-promotion-link.ts';
import { promotionLinkUrl, useAgentSite, useAgentTime } from '../agent-site.tsx';
import { defaultPrizeGroup, formatRebatePercent, prizeGroupChoices } from '../prize-groups.ts';
import { CopyButton, Notice, useErrorText } from './agent-parts.tsx';
import { PrizeGroupSelect } from './prize-group-select.tsx';
import styles from './agent.module.css';

const noteLengthMaximum = 60;

/** Promotion links: a form that creates one, and the agent's links with their address to copy and their counters. */
export function PromotionLinks({ centre }: { centre: RegisterCentreValue }) {
  const { t } = useTranslation();
  const openLinks = centre.links.filter((link) => link.closedAt === null).length;
  return (
    <div className={styles.linksLayout}>
      <CreateLinkForm centre={centre} full={openLinks >= promotionLinksMaximum} />
      <div className={styles.linksList}>
        <h3 className={styles.sectionTitle}>
          {t('agent.links.list')}
          <span className={styles.cardTitleNote}>{t('agent.links.openCount', { count: openLinks, maximum: promotionLinksMaximum })}</span>
        </h3>
        {centre.links.length === 0 ? (
          <EmptyState title={t('agent.links.empty')} />
        ) : (
          <ul className={styles.links} aria-label={t('agent.links.list')}>
            {centre.links.map((link) => (
              <LinkItem key={link.id} link={link} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function CreateLinkForm({ centre, full }: { centre: RegisterCentreValue; full: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const choices = prizeGroupChoices(centre);
  const [kind, setKind] = useState<DownlineKind>('member');
  const [prizeGroup, setPrizeGroup] = useState<number | undefined>(() => defaultPrizeGroup(choices));
  const [note, setNote] = useState('');
  const [created, setCreated] = useState(false);
  const create = useCreatePromotionLink();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (prizeGroup === undefined) return;
    setCreated(false);
    try {
      await create.mutateAsync({ kind, prizeGroup, note: note.trim() });
      setNote('');
      setCreated(true);
    } catch {
      // The refusal shows below the form, from the mutation's error.
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('agent.links.create')}>
      <h3 className={styles.sectionTitle}>{t('agent.links.create')}</h3>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('agent.fields.kind')}</legend>
        <Segmented label={t('agent.links.kind')} options={downlineKinds.map((value) => ({ value, label: t(`agent.links.kinds.${value}`) }))} value={kind} onChange={setKind} />
      </fieldset>
      <PrizeGroupSelect choices={choices} value={prizeGroup} onChange={setPrizeGroup} />
      <TextField
        label={t('agent.links.note')}
        value={note}
        maxLength={noteLengthMaximum}
        hint={t('agent.links.noteHint', { maximum: noteLengthMaximum })}
        onChange={(event) => {
          setNote(event.target.value);
          setCreated(false);
        }}
      />
      {full ? <Notice tone="warning">{t('errors.agent_links_maximum')}</Notice> : null}
      {create.error ? <Notice tone="danger">{errorText(create.error)}</Notice> : null}
      {created ? <Notice tone="success">{t('agent.links.created')}</Notice> : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={create.isPending} disabled={full || prizeGroup === undefined}>
          {t('agent.links.submit')}
        </Button>
      </div>
    </form>
  );
}

function LinkItem({ link }: { link: PromotionLink }) {
  const { t, i18n } = useTranslation();
  const { registerUrl } = useAgentSite();
  const time = useAgentTime();
  const url = promotionLinkUrl(registerUrl, link.code);
  const closed = link.closedAt !== null;
  return (
    <li className={[styles.link, closed ? styles.linkClosed : ''].join(' ')} data-testid="promotion-link" data-code={link.code}>
      <div className={styles.linkHead}>
        <span className={[styles.kind, link.kind === 'agent' ? styles.kindAgent : ''].join(' ')}>{t(`agent.links.kinds.${link.kind}`)}</span>
        <span className={styles.linkGroup}>
          {link.prizeGroup} · {t('agent.rebate', { percent: formatRebatePercent(link.rebatePercent, i18n.language) })}
        </span>
        <span className={styles.linkCount} data-testid="link-registrations">
          {t('agent.links.registrations', { count: link.registrations })}
        </span>
      </div>
      {link.note ? <p className={styles.linkNote}>{link.note}</p> : null}
      <div className={styles.copyRow}>
        <span className={styles.copyValue} data-testid="link-url">
          {url}
        </span>
        {closed ? null : <CopyButton value={url} name={t('agent.links.url')} />}
      </div>
      <div className={styles.linkFoot}>
        <span className={styles.muted}>{t('agent.links.createdAt', { time: time(link.createdAt) })}</span>
        {link.closedAt ? <span className={styles.muted}>{t('agent.links.closedAt', { time: time(link.closedAt) })}</span> : <CloseLinkButton link={link} />}
      </div>
    </li>
  );
}

function CloseLinkButton({ link }: { link: PromotionLink }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const close = useClosePromotionLink();
  const ask = async () => {
    const confirm: DialogButton = { label: t('agent.links.close'), variant: 'danger' };
    const answer = await showDialog({
      icon: 'warning',
      title: t('agent.links.closeTitle'),
      html: escapeHtml(t('agent.links.closeQuestion')),
      buttons: [{ label: t('common.cancel'), variant: 'secondary' }, confirm],
    });
    if (answer !== confirm) return;
    try {
      await close.mutateAsync(link.id);
    } catch (error) {
      void showDialog({ icon: 'error', html: escapeHtml(errorText(error)) });
    }
  };
  return (
    <Button variant="ghost" size="small" loading={close.isPending} onClick={() => void ask()}>
      {t('agent.links.close')}
    </Button>
  );
}
