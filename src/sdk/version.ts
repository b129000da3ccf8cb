/** The SDK's version; sent as `X-Skyplan-Client: sdk-ts/<version>`. Keep in step with package.json. */
export const SDK_VERSION = '0.1.0';

/** The command that updates the SDK, named when the server answers 426 CLIENT_OUTDATED. */
export const SDK_UPDATE_COMMAND = 'npm install skyplan@latest';

/** Where a Skyplan server listens by default (`npm start` on this machine). */
export const DEFAULT_BASE_URL = 'http://localhost:8080/api/v2';
