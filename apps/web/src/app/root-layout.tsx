import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { ScrollManager } from './scroll-manager.tsx';

export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate('/login', { replace: true })), [navigate]);
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}
