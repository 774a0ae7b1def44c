import { Placeholder } from '../placeholders/placeholder.tsx';

export default function Page() {
  return <Placeholder title="Mon liquide" description="Votre note et votre commentaire sur un e-liquide." />;
}
