import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function Page() {
  return (
    <ComingSoon
      title="Calculateur"
      description="Calculez les quantités de base, de booster et d’arôme de votre e-liquide."
    />
  );
}
