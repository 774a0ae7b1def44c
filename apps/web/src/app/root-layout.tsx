import { Outlet } from 'react-router';
import { OutboxStatus } from './outbox-status.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <Outlet />
      <OutboxStatus />
      <UpdatePrompt />
    </>
  );
}
