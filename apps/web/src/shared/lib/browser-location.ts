/**
 * Full-page moves that leave the single-page app (to an identity page, to another
 * client, to a social login provider). One module, so tests can replace it.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
