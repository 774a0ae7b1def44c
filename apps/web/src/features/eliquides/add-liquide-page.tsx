import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function Page() {
  return <ComingSoon title="Ajouter un liquide" description="Notez un nouvel e-liquide." />;
}
