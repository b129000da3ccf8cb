import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { deviceRoutes, type DeviceDecisionResponseSchema } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

export type DeviceDecision = z.infer<typeof DeviceDecisionResponseSchema>;

/** Approves or denies a device login named by its code; the client's next poll learns the answer. */
export function decideDevice(code: string, approve: boolean): Promise<DeviceDecision> {
  return apiCall(approve ? deviceRoutes.approve : deviceRoutes.deny, { body: { code } });
}

export const useDecideDevice = () =>
  useMutation({ mutationFn: ({ code, approve }: { code: string; approve: boolean }) => decideDevice(code, approve) });
