/** How many pictures go with an after-sale request or a review, and how large each may be. */
export const PHOTOS_MAX = 6;
/** the service's upload limit (shopping/files/receive.ts) */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
