import './domain/jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './app/Boot';
import { registerServiceWorker } from './app/serviceWorker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
registerServiceWorker();
