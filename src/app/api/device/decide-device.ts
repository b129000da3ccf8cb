import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { deviceRoutes, type DeviceDecisionResponseSchema } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { deviceInfoQuery } from './get-device-info.js';

export type DeviceDecision = z.infer<typeof DeviceDecisionResponseSchema>;

/** Approves or denies a pending device login; the client's next poll learns the answer. */
export function decideDevice(code: string, approve: boolean): Promise<DeviceDecision> {
  return apiCall(approve ? deviceRoutes.approve : deviceRoutes.deny, { body: { code } });
}

export function useDecideDevice(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) => decideDevice(code, approve),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deviceInfoQuery(code).queryKey }),
  });
}
