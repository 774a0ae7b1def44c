import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function Page() {
  return <ComingSoon title="Mes liquides" description="Tous les e-liquides que vous avez notés." />;
}
