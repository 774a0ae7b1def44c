import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function Page() {
  return <ComingSoon title="Mon liquide" description="Votre note et votre commentaire sur un e-liquide." />;
}
