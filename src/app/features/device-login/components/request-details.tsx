import type { DeviceInfo } from '../../../../shared/contract/index.js';
import { dateTime } from '../../../lib/format.js';

const CLIENTS: Record<string, string> = {
  mcp: 'Skyplan MCP server',
  'sdk-ts': 'Skyplan TypeScript SDK',
  'sdk-python': 'Skyplan Python SDK',
};

export const clientName = (id: string | undefined) => (id ? (CLIENTS[id] ?? id) : 'the application');

/** Which application on which device asks, for which account, and until when. */
export function RequestDetails({ info, email }: { info: DeviceInfo; email: string }) {
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-y-1.5 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
      <dt className="text-slate-500">Application</dt>
      <dd className="font-medium" data-testid="device.client">
        {clientName(info.client_id)}
      </dd>
      <dt className="text-slate-500">Device</dt>
      <dd className="font-medium" data-testid="device.name">
        {info.device_name ?? 'not named'}
      </dd>
      <dt className="text-slate-500">Account</dt>
      <dd className="font-medium">{email}</dd>
      <dt className="text-slate-500">Key</dt>
      <dd>{info.livemode ? 'Live key' : 'Test key (same credits, lower rate limits)'}</dd>
      <dt className="text-slate-500">Asked</dt>
      <dd>
        {dateTime(info.created_at)} · expires {dateTime(info.expires_at)}
      </dd>
    </dl>
  );
}

/** What happened, and what to do next. */
export function DecisionResult({ status, clientId }: { status: 'approved' | 'denied' | 'expired' | 'pending'; clientId?: string }) {
  if (status === 'approved') {
    return (
      <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
        Approved. Go back to the {clientName(clientId)}: it is signed in within a few seconds. You can close this tab.
      </p>
    );
  }
  if (status === 'denied') {
    return (
      <p role="status" className="rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800">
        Denied. Nothing was signed in. If it was you after all, start the login again on your device.
      </p>
    );
  }
  return (
    <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
      This request has expired. Start the login again on your device to get a new code.
    </p>
  );
}
