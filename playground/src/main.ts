import './style.css';
import { App } from './app.js';

const app = new App();
document.body.append(app.element);
app.start().then(
  () => document.body.setAttribute('data-ready', 'true'),
  (error: unknown) => {
    document.body.append(String(error));
    console.error(error);
  },
);
