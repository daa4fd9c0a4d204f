/** Leaving the site for another address (the identity provider); an object so tests can spy on it. */
export const browserLocation = {
  goTo(address: string): void {
    window.location.assign(address);
  },
};
