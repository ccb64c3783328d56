import { LOADING_OVERLAY_MIN_WIDTH } from '@gaadi/domain/constants';
import { Spinner } from '@/ui/spinner';

/** The overlay itself, loaded with its first showing. */
export default function LoadingOverlayView({ text }: { text: string }) {
  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center bg-black/40" aria-live="polite" aria-busy="true">
      <div
        role="status"
        style={{ minWidth: LOADING_OVERLAY_MIN_WIDTH }}
        className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100"
      >
        <Spinner size="lg" className="text-blue-600" />
        <p className="text-sm font-medium">{text}</p>
      </div>
    </div>
  );
}
