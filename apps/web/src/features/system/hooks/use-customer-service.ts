import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { describeError } from '../../../lib/error-message.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { getCustomerServiceUrl } from '../api/get-customer-service.ts';
import { permissionQueryOptions } from '../api/get-permission.ts';

export interface CustomerServiceLink {
  csType: string;
  path: string;
  label: string;
}

/** Only web addresses are opened; anything else in the configuration is refused. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The merchant's customer-service links and a way to open one. The paths are sealed, so the
 * address is asked from the server first; the window opens at once so pop-up blockers allow it.
 */
export function useCustomerService() {
  const { t, i18n } = useTranslation();
  const { data: permission } = useQuery(permissionQueryOptions());
  const links: CustomerServiceLink[] = useMemo(() => permission?.customerService ?? [], [permission]);
  const [opening, setOpening] = useState(false);

  const open = useCallback(
    async (link: CustomerServiceLink | undefined = links[0]) => {
      if (!link) return;
      const popup = window.open('about:blank', '_blank');
      setOpening(true);
      try {
        const { url } = await getCustomerServiceUrl(link.csType, link.path);
        if (!isWebAddress(url)) throw new Error('customer service address is not a web address');
        if (popup) {
          popup.opener = null;
          popup.location.href = url;
        } else {
          window.location.assign(url);
        }
      } catch (error) {
        popup?.close();
        void showDialog({
          icon: 'error',
          title: t('customerService.failed'),
          html: escapeHtml(describeError(error, t, (key) => i18n.exists(key))),
        });
      } finally {
        setOpening(false);
      }
    },
    [links, t, i18n],
  );

  return { links, available: links.length > 0, open, opening };
}
