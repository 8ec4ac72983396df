/** The navigation progress bar (seed §1: a bar on each navigation, never a spinner). */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './progress.css';

let configured = false;

export function configureProgress() {
  if (configured) return;
  // NProgress's default template gives the bar an invalid ARIA role ("bar"); it is decorative.
  NProgress.configure({
    showSpinner: false,
    trickleSpeed: 120,
    minimum: 0.15,
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    barSelector: '.bar',
  });
  configured = true;
}

export function startProgress() {
  configureProgress();
  NProgress.start();
}

export function doneProgress() {
  NProgress.done();
}
