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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
