import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectLoggedIn, useAppSelector } from '@officefit/api';
import { formatDate, useTranslation } from '@officefit/i18n';
import { htmlToText } from '@officefit/cms-blocks';
import { useContentLang } from '../../../lib/lang';
import { isWithheld, type WpPost } from '../api/types';
import { BookmarkButton } from './bookmark-button';
import { MembersOnlyNotice } from './members-only-notice';
import { ReadMarker } from './read-marker';
import { StarRating } from './star-rating';

const Root = styled.article`
  max-width: 48rem;
  margin: 0 auto;

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }

  & > img {
    display: block;
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
    margin: ${({ theme }) => theme.space.md} 0;
  }
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Content = styled.div`
  font-size: 1.0625rem;
  overflow-wrap: anywhere;

  h2,
  h3 {
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin-top: ${({ theme }) => theme.space.xl};
  }

  blockquote {
    margin: ${({ theme }) => theme.space.md} 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }

  /* pictures in the text (uploaded CMS pictures with alt text): never wider than the column, the width and
     height attributes keep the room and the aspect ratio */
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${({ theme }) => theme.space.md} 0;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The article: title, meta line, picture, content and the reader's actions (bookmark, read, rating). */
export function ArticleView({ post }: { post: WpPost }) {
  const { t } = useTranslation('marketing');
  const { language, lang } = useContentLang();
  const loggedIn = useAppSelector(selectLoggedIn);
  const withheld = isWithheld(post);
  // the API's HTML, sanitized by the server on save and when served (shared/html-sanitizer)
  const html = withheld ? '' : post.content.rendered;
  const date = formatDate(post.date, language, { dateStyle: 'long' });
  const translation = post.more_data?.translation_id;
  return (
    <Root>
      <h1 lang={post.lang}>{htmlToText(post.title.rendered)}</h1>
      <Meta>
        {post.author_name
          ? t('article.metaAuthor', {
              date,
              author: post.author_name,
              minutes: post.more_data?.reading_minutes ?? 1,
            })
          : t('blog.meta', { date, minutes: post.more_data?.reading_minutes ?? 1 })}
      </Meta>
      {post.lang !== lang && translation && (
        <p>
          <Link to={`/blog/${translation}`}>{t('article.translation')}</Link>
        </p>
      )}
      {withheld ? (
        <MembersOnlyNotice />
      ) : (
        <>
          {post.more_data?.featured_url && (
            // the picture's alt text in the article's language; '' for a decorative picture
            <img src={post.more_data.featured_url} alt={post.more_data.featured_alt ?? ''} lang={post.lang} />
          )}
          <Content lang={post.lang} dangerouslySetInnerHTML={{ __html: html }} />
          <Actions>
            <StarRating articleId={post.id} rating={post.rating} canRate={loggedIn} />
            {loggedIn && (
              <Buttons>
                <BookmarkButton articleId={post.id} bookmarked={post.isFavourite} />
                <ReadMarker articleId={post.id} isRead={post.isRead} />
              </Buttons>
            )}
          </Actions>
        </>
      )}
      <p>
        <Link to="/blog">{t('article.back')}</Link>
      </p>
    </Root>
  );
}
