/** Full reload of the current page (its own module so tests can observe it). */
export function reloadPage() {
  window.location.reload();
}
