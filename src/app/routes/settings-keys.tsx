import { keysQuery } from '../api/keys/list-keys.js';
import { ApiKeysSettings } from '../features/api-keys/components/api-keys-settings.js';
import { queryClient } from '../lib/query-client.js';
import { Link } from 'react-router';
import { Page } from './page.js';

export function keysLoader() {
  void queryClient.prefetchQuery(keysQuery);
  return null;
}

/** /settings/keys — API keys for scripts, the SDKs and the MCP server. */
export function SettingsKeysRoute() {
  return (
    <Page
      title="API keys"
      intro={
        <>
          Keys let scripts, the SDKs and the MCP server act for your account. Signing in from a device makes one for you.{' '}
          <Link to="/connect" className="text-sky-700 underline dark:text-sky-400">
            Install the clients of this server
          </Link>
          .
        </>
      }
    >
      <ApiKeysSettings />
    </Page>
  );
}
