import { ArrowLeft, ExternalLink } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { EventDetails } from "@/components/resources/event-details";
import { relatedCards } from "@/components/resources/resource-cards";
import { ResourceBand } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { ArticleStructuredData } from "@/components/seo/structured-data";
import { InitialsAvatar } from "@/components/ui/avatar";
import { Section } from "@/components/ui/section";
import { SourceLink } from "@/components/ui/source-link";
import { eventsCopy, resourcesCta, type PostSource } from "@/content/resources";
import type { TeamMember } from "@/content/team";
import {
  articleAuthor,
  articleKindInfo,
  articleLabel,
  articleModified,
  articlePath,
  articleReviewer,
  relatedArticles,
  type Article,
} from "@/lib/articles";
import { formatIsoDate } from "@/lib/dates";
import { isPast } from "@/lib/events";

function IsoTime({ date }: { date: string }) {
  return <time dateTime={date}>{formatIsoDate(date)}</time>;
}

/** Published and updated dates, who wrote it and who checked it: under the title, on the hero's dark band. */
function Byline({ article }: { article: Article }) {
  const author = articleAuthor(article);
  const reviewer = articleReviewer(article);
  const modified = articleModified(article);
  return (
    <div className="mt-6 space-y-1.5 text-sm text-brand-100 sm:text-base">
      <p>
        Published <IsoTime date={article.post.date} />
        {modified !== article.post.date ? (
          <>
            <span aria-hidden="true"> · </span>
            Updated <IsoTime date={modified} />
          </>
        ) : null}
      </p>
      <p>
        {article.kind === "events" ? "Organised by" : "Written by"}{" "}
        <strong className="font-semibold text-white">{author.name}</strong>, {author.position}
        {reviewer ? (
          <>
            <span aria-hidden="true"> · </span>
            Reviewed by <strong className="font-semibold text-white">{reviewer.name}</strong>, {reviewer.position}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The official pages the post relies on, so readers can check them. */
function Sources({ sources }: { sources: readonly PostSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-heading" className="mt-12 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <h2 id="sources-heading" className="text-base font-semibold text-brand-950">
        Official sources
      </h2>
      <p className="mt-1 text-sm text-slate-600">Rules and fees change: confirm with the official source.</p>
      <ul className="mt-3 space-y-2 text-sm">
        {sources.map((source) => (
          <li key={source.url} className="flex gap-2">
            <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>
              <SourceLink href={source.url}>{source.title}</SourceLink>{" "}
              <span className="text-slate-600">({new URL(source.url).hostname})</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A team member beside the text: who stands behind it, with their role and experience. */
function PersonCard({ role, member }: { role: string; member: TeamMember }) {
  return (
    <div className="flex gap-4">
      <InitialsAvatar name={member.name} label={`Avatar of ${member.name}`} className="size-12" />
      <div className="text-sm">
        <p className="font-semibold tracking-wide text-accent-700 uppercase">{role}</p>
        <p className="mt-1 text-base font-semibold text-brand-950">{member.name}</p>
        <p className="text-slate-700">{member.position}</p>
        <p className="mt-2 leading-relaxed text-slate-600">{member.description}</p>
      </div>
    </div>
  );
}

type ArticlePageProps = {
  article: Article;
  /** The build date: whether an event has taken place is decided on it (a daily rebuild keeps it true). */
  now: Date;
};

/** The one page of every blog post, news item, press release and event (app/resources/[kind]/[slug]). */
export function ArticlePage({ article, now }: ArticlePageProps) {
  const { post } = article;
  const kind = articleKindInfo[article.kind];
  const reviewer = articleReviewer(article);
  const related = relatedArticles(article);
  return (
    <>
      <PageHero
        path={articlePath(article)}
        crumbName={post.title}
        eyebrow={articleLabel(article)}
        title={post.title}
        intro={post.summary}
      >
        <Byline article={article} />
      </PageHero>
      <Section>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
          <article aria-label={post.title} className="max-w-3xl">
            {article.kind === "events" ? (
              <div className="mb-10">
                <EventDetails event={article.post} past={isPast(article.post, now)} />
              </div>
            ) : null}
            <div className="article-body" dangerouslySetInnerHTML={{ __html: post.html }} />
            <Sources sources={post.sources} />
            <p className="mt-10">
              <a
                href={kind.listPath}
                className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {kind.backLabel}
              </a>
            </p>
          </article>
          <aside aria-label="About the authors" className="space-y-8 lg:border-l lg:border-slate-200 lg:pl-8">
            <PersonCard
              role={article.kind === "events" ? "Organised by" : "Written by"}
              member={articleAuthor(article)}
            />
            {reviewer ? <PersonCard role="Reviewed by" member={reviewer} /> : null}
          </aside>
        </div>
      </Section>
      <ResourceBand id="related" title={kind.relatedHeading} items={relatedCards(related, now, eventsCopy.pastNote)} />
      <ClosingCta {...resourcesCta} />
      <ArticleStructuredData article={article} now={now} />
    </>
  );
}
