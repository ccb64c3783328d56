import { Spinner } from '@/ui/spinner';

/** Full-page placeholder while the theme initialises or a route's code loads. */
export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <div className={`flex items-center justify-center ${fullHeight ? 'min-h-screen' : 'min-h-[50vh]'}`}>
      <div role="status" className="flex flex-col items-center gap-3 text-gray-600 dark:text-gray-300">
        <Spinner size="lg" className="text-blue-600" />
        <span className="text-sm">Loading...</span>
      </div>
    </div>
  );
}
