export const mainContentId = 'main-content';
