// The console's entry (index.html loads it): no work here but starting the app.
import './console.css';
import { startConsole } from './start-console';

const container = document.getElementById('console-root');
if (container) startConsole(container);
