import { clientCommands } from '../shared/contract/clients.js';

/** The SDK's version; sent as `X-Skyplan-Client: sdk-ts/<version>`. Keep in step with package.json. */
export const SDK_VERSION = '0.1.0';

/**
 * The command that updates the SDK from the server at `baseUrl`, named when that server answers
 * 426 CLIENT_OUTDATED: `npm install <server>/clients/skyplan-latest.tgz`. Skyplan's clients come
 * from the Skyplan server itself, never from a bare name on a public registry.
 */
export const sdkUpdateCommand = (baseUrl: string): string => clientCommands(baseUrl).sdkTs;

/** Where a Skyplan server listens by default (`npm start` on this machine). */
export const DEFAULT_BASE_URL = 'http://localhost:8080/api/v2';
