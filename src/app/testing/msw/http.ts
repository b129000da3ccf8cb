/** Where the app's requests go in jsdom (the transport uses `location.origin`). */
export const API = '*/api/v2';
