/** Paths of the web app's pages that mails and notifications link to. */
export const listingPath = (id: number): string => `/room-details?id=${id}`;
export const conversationPath = (id: number): string => `/chat?convoId=${id}`;
