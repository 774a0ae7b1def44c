import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setMaintenanceHandler, setUnauthorizedHandler } from '../lib/api-client.ts';
import { OutboxStatus } from './outbox-status.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { WhenIdle } from './when-idle.tsx';

export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate('/login', { replace: true })), [navigate]);
  useEffect(
    () =>
      setMaintenanceHandler(() => {
        if (window.location.pathname !== '/maintenance') navigate('/maintenance', { replace: true });
      }),
    [navigate],
  );
  return (
    <>
      <ScrollManager />
      <Outlet />
      <WhenIdle>
        <OutboxStatus />
      </WhenIdle>
      {/* Not deferred: the service worker must be registered before the user can go offline. */}
      <UpdatePrompt />
    </>
  );
}
