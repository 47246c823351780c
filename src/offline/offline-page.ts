// The offline page's only behaviour (scripts/build/prerender.mjs writes the page): "Try again" loads
// the address again, and so does the phone coming back online.
import './offline-page.scss';

const again = () => window.location.reload();
document.getElementById('retry')?.addEventListener('click', again);
window.addEventListener('online', again);
