import { Placeholder } from '../placeholders/placeholder.tsx';

export default function Page() {
  return <Placeholder title="Mes liquides" description="Tous les e-liquides que vous avez notés." />;
}
