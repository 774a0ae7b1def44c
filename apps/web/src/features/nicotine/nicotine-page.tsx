import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function Page() {
  return (
    <ComingSoon
      title="Suivi de nicotine"
      description="Votre plan de réduction de nicotine, palier par palier."
    />
  );
}
