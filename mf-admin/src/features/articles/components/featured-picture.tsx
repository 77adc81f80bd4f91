// An article's picture (#39 point 9): chosen from the CMS pictures or uploaded with its alt text in German and
// English, as on the landing pages (the page editor's PictureField), instead of a typed path. The article keeps
// the picture's middle WebP file as `featured_url`; a path typed before stays until another picture is chosen.
import { useTranslation } from '@officefit/i18n';
import { PictureField, useGetCmsPicturesQuery } from '../../cms-pages';

export function FeaturedPicture({
  url,
  error,
  onChange,
}: {
  url: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { data: pictures = [] } = useGetCmsPicturesQuery();
  const chosen = url ? pictures.find((picture) => picture.src === url) : undefined;
  return (
    <>
      <PictureField
        id="article-featured_url"
        label={t('articles.fields.featuredUrl')}
        value={chosen ? String(chosen.id) : ''}
        problem={error}
        onChange={(_id, picture) => onChange(picture?.src ?? '')}
      />
      {url && !chosen && <p>{t('articles.featuredOther', { path: url })}</p>}
    </>
  );
}
