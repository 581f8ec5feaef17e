/**
 * Types of `virtual:cms-settings` (vite.admin.config.ts): the `cms` section of
 * content/site.yaml, and decap-server's address when `npm run cms` serves /admin.
 */
declare module "virtual:cms-settings" {
  export const settings: import("./cms-config").CmsSettings | null;
  export const localBackendUrl: string | undefined;
  /** The content folder inside the repository: "content", or a test's copy in development. */
  export const contentFolder: string;
}
