import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceRoutes, type DeviceInfo } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/**
 * The sign-in request the consent page is about: by its user_code (no-email flow, the code is in
 * the page URL), or, with no code, the latest pending request e-mailed to the signed-in address.
 */
export function getDeviceInfo(userCode: string | null): Promise<DeviceInfo> {
  return apiCall(deviceRoutes.info, { query: userCode ? { code: userCode } : {} });
}

export const deviceInfoQuery = (userCode: string | null) =>
  queryOptions({ queryKey: ['device', 'info', userCode ?? 'email'], queryFn: () => getDeviceInfo(userCode), retry: false, staleTime: 0 });

export const useDeviceInfo = (userCode: string | null) => useQuery(deviceInfoQuery(userCode));
