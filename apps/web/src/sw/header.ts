/** Set by the service worker on an answer it served from its cache: the time the server sent it. */
export const OFFLINE_HEADER = 'x-faena-offline';
