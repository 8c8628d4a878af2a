/** Loads `url` as a new page (every cached answer about the old session goes with the old page). */
export function loadPage(url: string): void {
  window.location.assign(url);
}
