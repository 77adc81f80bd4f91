// Leaving the app for the company's identity provider (issue 37): a full page load, in a module of its own so tests
// can watch it (jsdom cannot navigate).
export function goToProvider(startUrl: string): void {
  window.location.assign(startUrl);
}
