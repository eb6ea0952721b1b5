import { pathFor, publicWebsiteUrl } from '@wayfarer/domain';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompassIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { ShellStateContext } from '../shell/shell-state';
import { ExternalLink } from '../../components/ui/external-link';

/** Below this scroll position the header of the 404 page is transparent (account-area §9). */
export const transparentHeaderScrollLimit = 140;

function useTransparentHeader() {
  const shell = useContext(ShellStateContext);
  const setHeaderTransparent = shell?.setHeaderTransparent;
  useEffect(() => {
    if (!setHeaderTransparent) return;
    const update = () => {
      const transparent = window.scrollY < transparentHeaderScrollLimit;
      setHeaderTransparent(transparent);
      document.body.toggleAttribute('data-transparent-header', transparent);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      setHeaderTransparent(false);
      document.body.removeAttribute('data-transparent-header');
    };
  }, [setHeaderTransparent]);
}

/** 404: "page not on the map", a link to the trips and a call to discover trips on the public site. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { language, variant } = useAppSettings();
  useTransparentHeader();

  return (
    <section
      aria-labelledby="not-found-title"
      className="relative -mx-4 -mt-24 -mb-8 flex min-h-[70vh] items-center overflow-hidden bg-brand-800 px-4 pt-32 pb-20 text-white md:-mx-6 md:px-6 lg:-mx-8 lg:px-8"
    >
      <div className="mx-auto w-full max-w-2xl text-center">
        <CompassIcon className="mx-auto size-16 text-accent-500" />
        <p className="mt-6 text-sm font-semibold tracking-widest text-accent-500 uppercase">
          {t('errors.notFound.status')}
        </p>
        <h1 id="not-found-title" className="mt-2 text-3xl font-bold md:text-4xl">
          {t('errors.notFound.title')}
        </h1>
        <p className="mt-4 text-lg text-white/85">{t('errors.notFound.text')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={pathFor('travels', {}, language)}
            className="inline-flex min-h-11 items-center rounded-full bg-accent-500 px-6 font-semibold text-ink-900 hover:bg-accent-600"
          >
            {t('errors.notFound.toTrips')}
          </Link>
          <ExternalLink
            href={publicWebsiteUrl({ variant, routingKey: 'travels' })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/60 px-6 font-semibold hover:bg-white/10"
          >
            {t('errors.notFound.discover')}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
