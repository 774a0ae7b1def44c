import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function Page() {
  return (
    <ComingSoon title="Mes résistances" description="Suivez vos cigarettes et l’usure de vos résistances." />
  );
}
