import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while a lazy screen loads (fills over 3.5 s, spec §9). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5">
      <div className="wd-progress h-full bg-primary" />
    </div>
  );
}
