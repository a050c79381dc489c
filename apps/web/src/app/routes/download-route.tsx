import { DownloadPage } from '../../features/content/components/download-page.tsx';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';

/** /down: the download page with the merchant's app links and a QR code of the site. */
export function Component() {
  const { brand, resources } = usePermissionInfo();
  const resourceUrl = (resourceType: string) => resources.find((resource) => resource.resourceType === resourceType && resource.url)?.url;
  return <DownloadPage brandName={brand.name} siteUrl={window.location.origin} androidUrl={resourceUrl('app_android')} iosUrl={resourceUrl('app_ios')} />;
}
