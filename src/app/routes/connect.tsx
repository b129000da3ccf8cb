import { clientsQuery } from '../api/clients/get-clients.js';
import { UseFromCode } from '../features/connect/components/use-from-code.js';
import { queryClient } from '../lib/query-client.js';
import { Page } from './page.js';

export function connectLoader() {
  void queryClient.prefetchQuery(clientsQuery);
  return null;
}

/** /connect — use Skyplan from code and from AI assistants, with this server's own clients. */
export function ConnectRoute() {
  return (
    <Page title="Use from code and from your AI assistant" intro="The clients come from this Skyplan server itself, always of its own version.">
      <UseFromCode />
    </Page>
  );
}
