import { ThemeDropdown } from '@/ui/theme-dropdown';
import { ThemeToggle } from '@/ui/theme-toggle';
import { useTheme } from '@/lib/theme';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';

/** /test: the theme demo page. */
export default function ThemeDemoPage() {
  useDocumentMeta('Theme Demo', 'Preview of the light and dark themes and the interface components.');
  const { mode, preference, theme } = useTheme();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Theme Demo</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-400">
          Current theme: <strong>{mode === 'dark' ? 'Dark' : 'Light'}</strong> (preference: {preference === 'system' ? 'System' : preference === 'dark' ? 'Dark' : 'Light'})
        </p>
      </header>
      <Card className="flex flex-wrap items-center gap-4 p-6">
        <span className="font-medium">Toggle switch</span>
        <ThemeToggle />
        <span className="font-medium">Dropdown</span>
        <ThemeDropdown />
        <Button variant="ghost" onClick={() => theme.resetToSystem()}>
          Reset to System
        </Button>
      </Card>
      <Card className="grid gap-4 p-6 sm:grid-cols-2">
        <Input label="Sample input" placeholder="Type something" />
        <Select label="Sample select" options={[{ value: 'a', label: 'Option A' }, { value: 'b', label: 'Option B' }]} />
        <div className="flex flex-wrap gap-2">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="danger">Danger</Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>Default</Badge>
          <Badge variant="success">Verified</Badge>
          <Badge variant="featured">Featured</Badge>
          <Badge variant="warning">Under Review</Badge>
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-4">
        <div className="rounded-xl p-6 text-xl font-bold text-white" style={{ background: '#3b82f6' }}>
          Primary #3b82f6
        </div>
        <div className="rounded-xl p-6 text-white" style={{ background: '#64748b' }}>
          Secondary #64748b
        </div>
      </div>
    </div>
  );
}
