import type { ReactNode } from 'react';
import { Card } from '@/ui/card';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 p-8 text-center">
      <p className="font-semibold text-gray-900 dark:text-gray-100">{title}</p>
      {children}
    </Card>
  );
}
