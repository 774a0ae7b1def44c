import { AdminPlaceholder } from '../admin-placeholder.tsx';

export default function Page() {
  return <AdminPlaceholder />;
}
