import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedFromPage } from './app/page-data';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const renderedToday = seedFromPage(queryClient, document);
const app = (
  <StrictMode>
    <App queryClient={queryClient} renderedToday={renderedToday} />
  </StrictMode>
);
// The pages people arrive on come rendered by the server (app/render-page.tsx): the app takes
// over that HTML instead of drawing the page again. As a transition, React hydrates it in
// slices of a few milliseconds between which the browser stays responsive, not in one long
// task (decision 006: Total Blocking Time).
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
