/** How often, and for how long, each download link of a paid order works (the terms of service quote them). */
export const DOWNLOAD_MAX_USES = 5;
export const DOWNLOAD_VALID_DAYS = 30;
