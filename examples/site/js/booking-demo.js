// A stand-in for a table-booking service's widget script (the booking block, kind "v2"): the
// block loads it through the consent gate with iframe, overlay and theme in its query string,
// and names the element to render into in its script element's data-booking-target. It renders
// the widget parts a real one would: date, time and party-size pickers and a button. (It draws
// them in the page rather than in an iframe: there is no booking service behind the demo.)
(() => {
  const script = document.currentScript;
  const target = script && document.getElementById(script.dataset.bookingTarget || '');
  if (!target) return;
  const theme = new URL(script.src).searchParams.get('theme') || 'standard';
  const form = document.createElement('form');
  form.className = `booking-demo booking-demo--${theme}`;
  form.setAttribute('aria-label', 'Book a table');
  const field = (label, control) => {
    const wrapper = document.createElement('label');
    wrapper.append(label, control);
    return wrapper;
  };
  const select = (name, values) => {
    const element = document.createElement('select');
    element.name = name;
    for (const value of values) element.append(new Option(value, value));
    return element;
  };
  const date = document.createElement('input');
  date.type = 'date';
  date.name = 'date';
  date.value = new Date().toISOString().slice(0, 10);
  const button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'Find a table';
  form.append(
    field('Date', date),
    field('Time', select('time', ['12:00', '12:30', '19:00', '19:30', '20:00'])),
    field('Party size', select('covers', ['1 person', '2 people', '3 people', '4 people'])),
    button,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.textContent = 'A demo: no table booked';
  });
  target.replaceChildren(form);
})();
