import { NotFoundScreen } from '@/ui/not-found-screen';

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
