import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { NotFound } from '@/components/NotFound';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { LEGAL_DOCUMENTS } from '../content';
import { LEGAL_PAGES } from '../pages';

export function Component() {
  const { page = '' } = useParams();
  const { t } = useLingui();
  const doc = LEGAL_DOCUMENTS[page];
  usePageTitle(doc ? t(doc.title) : t`Página no encontrada`);
  if (!doc) return <NotFound />;
  const updated = t(doc.updated);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 md:grid-cols-[200px_minmax(0,1fr)]">
      <nav aria-label={t`Documentos legales`}>
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {LEGAL_PAGES.map((p) => (
            <li key={p.slug}>
              <Link
                to={`/legal/${p.slug}`}
                aria-current={p.slug === page ? 'page' : undefined}
                className={cn(
                  'block rounded-lg px-3 py-2',
                  p.slug === page ? 'bg-primary-soft font-semibold text-primary-soft-foreground' : 'hover:bg-muted',
                )}
              >
                {t(p.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="max-w-prose">
        <h1 className="text-3xl font-bold">{t(doc.title)}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t`Última actualización: ${updated}`}</p>
        {doc.sections.map((section) => (
          <section key={section.heading.id} className="mt-6">
            <h2 className="text-xl font-semibold">{t(section.heading)}</h2>
            {section.paragraphs.map((text) => (
              <p key={text.id} className="mt-2 leading-relaxed">
                {t(text)}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
