/** Paths of the REST API, shared by the server's routes and the web client. */
export const apiPaths = {
  me: '/api/users/me',
  catalogLayouts: '/api/catalog/layouts',
} as const;
