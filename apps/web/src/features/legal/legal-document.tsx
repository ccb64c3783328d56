import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { useDocumentMeta } from '@/lib/use-document-meta';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Shared layout of the Privacy Policy and Terms of Service pages. */
export function LegalDocument({ title, description, updated, intro, sections }: { title: string; description: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  useDocumentMeta(title, description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Last updated: {updated}</p>
      <div className="mt-6 space-y-4 leading-relaxed text-gray-800 dark:text-gray-200">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400">Contents</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#section-${i + 1}`} className="text-blue-700 hover:underline dark:text-blue-300">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.heading} id={`section-${i + 1}`} className="mt-8 scroll-mt-20">
          <h2 className="text-xl font-semibold">
            {i + 1}. {s.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-gray-800 [&_li]:ml-5 [&_li]:list-disc dark:text-gray-200">{s.body}</div>
        </section>
      ))}
      <p className="mt-10 text-sm">
        <Link to="/" className="text-blue-700 hover:underline dark:text-blue-300">
          Back to Home
        </Link>
      </p>
    </article>
  );
}
