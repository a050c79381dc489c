import { useRecordsVendors } from '../api/records-vendors.ts';

/** A vendor's name in the interface language; the code stands in until the vendors load or for vendors no longer listed. */
export function useVendorName(): (vassalage: string) => string {
  const vendors = useRecordsVendors();
  const names = new Map((vendors.data?.vendors ?? []).map((entry) => [entry.vassalage, entry.name]));
  return (vassalage) => names.get(vassalage) ?? vassalage;
}
