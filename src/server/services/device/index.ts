/** The device login (API.md §12): start, poll, and the consent page's info/approve/deny. */
export { startDeviceLogin, type StartDeviceLoginInput } from './start-device-login.js';
export { pollDeviceToken, type PollResult } from './poll-device-token.js';
export { decideDeviceLogin, type DecideDeviceLoginInput } from './decide-device-login.js';
export { deviceInfo, type DeviceInfoInput } from './device-info.js';
export { findGrantByCode, MAX_CODE_TRIES } from './find-grant.js';
export { deviceCodeMessage } from './messages.js';
