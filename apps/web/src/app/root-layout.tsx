import { Outlet } from 'react-router';
import { OutboxStatus } from './outbox-status.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { WhenIdle } from './when-idle.tsx';

export function RootLayout() {
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
