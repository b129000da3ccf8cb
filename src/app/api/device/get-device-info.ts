import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { deviceRoutes, type DeviceInfoSchema } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

/** Which client and device asks to sign in with this code. */
export function getDeviceInfo(code: string): Promise<DeviceInfo> {
  return apiCall(deviceRoutes.info, { query: { code } });
}

export const deviceInfoQuery = (code: string) =>
  queryOptions({ queryKey: ['device', code], queryFn: () => getDeviceInfo(code), retry: false, staleTime: 0 });

export const useDeviceInfo = (code: string | null) => useQuery({ ...deviceInfoQuery(code ?? ''), enabled: !!code });
