// A stand-in for a reservation platform's script (the booking block, kind "tock"): it takes the
// calls its page stub queued (tock('init', business)) and renders its button into
// #Tock_widget_container, as the platform's own script does.
(() => {
  const tock = window.tock;
  const calls = tock?.queue ?? [];
  const init = calls.find((call) => call[0] === 'init');
  const container = document.getElementById('Tock_widget_container');
  if (!init || !container) return;
  tock.callMethod = () => {};
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'tock-demo';
  button.textContent = `Book now at ${init[1]}`;
  button.addEventListener('click', () => {
    button.textContent = 'A demo: nothing booked';
  });
  container.replaceChildren(button);
})();
