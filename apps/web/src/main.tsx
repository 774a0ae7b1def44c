import './lib/zod-without-eval.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { createQueryClient, forgetDataOnAccountChange } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();
forgetDataOnAccountChange(queryClient);
const router = createRouter(queryClient);

// The router has asked for the page's code and data; React starts in the next task, so evaluating the entry
// and starting the router, then React's set-up, are two tasks rather than one long one on a phone.
setTimeout(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
