import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { auditQuerySchema } from '@platform/contract/staff/audit';
import { staffAreas } from '@platform/contract/staff/staff';
import type { AuditFilters } from '../api/audit.ts';

type FilterForm = Record<'staffId' | 'area' | 'action' | 'target' | 'from' | 'to', string>;

const filterSchema = auditQuerySchema
  .pick({ staffId: true, area: true, action: true, target: true, from: true, to: true })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, { path: ['to'], message: 'not before from' });

const emptyFilters: FilterForm = { staffId: '', area: '', action: '', target: '', from: '', to: '' };

/** The contract's query schema checks the filters; an empty field is no filter. */
const resolver: Resolver<FilterForm, unknown, AuditFilters> = async (values) => {
  const cleaned = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim() === '' ? undefined : value.trim()]));
  const result = filterSchema.safeParse(cleaned);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<FilterForm> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as keyof FilterForm;
    errors[name] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/** The audit's filters: staff id, area, action, target and a period; applied together. */
export function AuditFiltersForm({ onApply, busy }: { onApply: (filters: AuditFilters) => void; busy: boolean }) {
  const { t } = useTranslation();
  const form = useForm<FilterForm, unknown, AuditFilters>({ resolver, defaultValues: emptyFilters });
  const { errors } = form.formState;
  const submit = form.handleSubmit(onApply);
  const clear = () => {
    form.reset(emptyFilters);
    onApply({});
  };
  const invalid = (name: keyof FilterForm) => (errors[name] ? true : undefined);

  return (
    <form className="filter-bar" onSubmit={(event) => void submit(event)} noValidate aria-label={t('audit.filters')}>
      <label className="field field-compact">
        <span>{t('audit.staffId')}</span>
        <input inputMode="numeric" size={8} aria-invalid={invalid('staffId')} {...form.register('staffId')} />
      </label>
      <label className="field field-compact">
        <span>{t('audit.area')}</span>
        <select {...form.register('area')}>
          <option value="">{t('audit.allAreas')}</option>
          {staffAreas.map((area) => (
            <option key={area} value={area}>
              {t(`areas.${area}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field field-compact">
        <span>{t('audit.action')}</span>
        <input size={14} aria-invalid={invalid('action')} {...form.register('action')} />
      </label>
      <label className="field field-compact">
        <span>{t('audit.target')}</span>
        <input size={16} aria-invalid={invalid('target')} {...form.register('target')} />
      </label>
      <label className="field field-compact">
        <span>{t('audit.from')}</span>
        <input type="date" aria-invalid={invalid('from')} {...form.register('from')} />
      </label>
      <label className="field field-compact">
        <span>{t('audit.to')}</span>
        <input type="date" aria-invalid={invalid('to')} {...form.register('to')} />
      </label>
      <div className="filter-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('audit.apply')}
        </button>
        <button type="button" className="button" onClick={clear} disabled={busy}>
          {t('audit.clear')}
        </button>
      </div>
      {Object.keys(errors).length > 0 && (
        <p className="field-error filter-errors" role="alert">
          {Object.keys(errors)
            .map((name) => t(`audit.invalid.${name}`))
            .join(' · ')}
        </p>
      )}
    </form>
  );
}
