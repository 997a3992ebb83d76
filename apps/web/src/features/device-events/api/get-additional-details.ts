import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { additionalDetailsKey, fetchAdditionalDetails } from '../../device-actions';

/**
 * GET smarts/device/additional-details?name= through the one fetch and cache entry the All
 * Database Details popup's SMARTS tab uses (a failure stays a failure in the cache). This tab
 * logs a failure and shows an empty list (spec 000 §8): see `isError` in the tab.
 */
export function useAdditionalDetails(name: string) {
  const query = useQuery({ queryKey: additionalDetailsKey(name), queryFn: ({ signal }) => fetchAdditionalDetails(name, signal) });
  useEffect(() => {
    if (query.error) console.error(`Additional details of ${name} failed to load`, query.error);
  }, [query.error, name]);
  return query;
}
