import { useDecideDevice } from '../../../api/device/decide-device.js';
import { useDeviceInfo, type DeviceInfo } from '../../../api/device/get-device-info.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { dateTime } from '../../../lib/format.js';

const CLIENTS: Record<DeviceInfo['client_id'], string> = {
  mcp: 'the Skyplan MCP server',
  'sdk-ts': 'the Skyplan TypeScript SDK',
  'sdk-python': 'the Skyplan Python SDK',
};

interface DeviceApprovalProps {
  code: string;
  email: string;
  onStartOver?: () => void;
}

/** Who asks (client, device, key kind), then Approve or Deny; the client's next poll gets the answer. */
export function DeviceApproval({ code, email, onStartOver }: DeviceApprovalProps) {
  const info = useDeviceInfo(code);
  const decide = useDecideDevice(code);
  if (info.isPending) return <p className="text-sm text-slate-500">Looking up the request…</p>;
  if (info.isError) {
    return (
      <div className="flex flex-col gap-3">
        <ErrorAlert error={info.error} onRetry={() => void info.refetch()} />
        {onStartOver && (
          <Button className="self-start" onClick={onStartOver}>
            Type the code again
          </Button>
        )}
      </div>
    );
  }
  const grant = info.data;
  const decided = decide.data?.status ?? (grant.status === 'pending' ? null : grant.status);
  return (
    <div className="flex flex-col gap-4" data-testid="device.request" data-status={decided ?? grant.status}>
      <dl className="grid grid-cols-[8rem_1fr] gap-y-1.5 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
        <dt className="text-slate-500">Application</dt>
        <dd className="font-medium">{CLIENTS[grant.client_id] ?? grant.client_id}</dd>
        <dt className="text-slate-500">Device</dt>
        <dd className="font-medium">{grant.device_name ?? 'not named'}</dd>
        <dt className="text-slate-500">Account</dt>
        <dd className="font-medium">{email}</dd>
        <dt className="text-slate-500">Key</dt>
        <dd>{grant.livemode ? 'Live key' : 'Test key (same credits, lower rate limits)'}</dd>
        <dt className="text-slate-500">Expires</dt>
        <dd>{dateTime(grant.expires_at)}</dd>
      </dl>
      {decided === 'approved' && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
          Approved. Go back to {CLIENTS[grant.client_id] ?? 'the application'}: it is signed in within a few seconds. You can close this tab.
        </p>
      )}
      {decided === 'denied' && (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800">
          Denied. Nothing was signed in. If this was you after all, start the login again on your device.
        </p>
      )}
      {decided === 'expired' && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          This request has expired. Start the login again on your device to get a new code.
        </p>
      )}
      {decide.isError && <ErrorAlert error={decide.error} onRetry={decide.reset} />}
      {!decided && (
        <div className="flex gap-2">
          <Button variant="primary" className="h-10 px-6" busy={decide.isPending && decide.variables === true} disabled={decide.isPending} onClick={() => decide.mutate(true)}>
            Approve
          </Button>
          <Button className="h-10 px-6" busy={decide.isPending && decide.variables === false} disabled={decide.isPending} onClick={() => decide.mutate(false)}>
            Deny
          </Button>
        </div>
      )}
      {!decided && <p className="text-xs text-slate-500">Only approve if you started this sign-in yourself, just now.</p>}
    </div>
  );
}
