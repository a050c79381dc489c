import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

interface CustomerServiceValue {
  csType: string;
  url: string;
}

/** GET /wps/system/customerService: opens a sealed customer-service path into its address. */
export function getCustomerServiceUrl(csType: string, path: string): Promise<CustomerServiceValue> {
  return api.get<CustomerServiceValue>('/wps/system/customerService', { moduleId: moduleIds.system, query: { csType, path } });
}
