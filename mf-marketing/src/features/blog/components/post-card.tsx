import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, useTranslation } from '@officefit/i18n';
import { htmlToText } from '@officefit/cms-blocks';
import { useContentLang } from '../../../lib/lang';
import type { WpPost } from '../api/types';

const Root = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.p`
  margin: 0;
`;

/** One article in a list: picture, linked title, date and reading time, teaser. */
export function PostCard({ post, headingLevel = 2 }: { post: WpPost; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('marketing');
  const { language } = useContentLang();
  const date = formatDate(post.date, language, { dateStyle: 'long' });
  return (
    <Root>
      {post.more_data?.featured_url && <img src={post.more_data.featured_url} alt="" loading="lazy" />}
      <Body>
        <Title as={`h${headingLevel}`}>
          <Link to={`/blog/${post.id}`}>{htmlToText(post.title.rendered)}</Link>
        </Title>
        <Meta>
          {t(post.isRead ? 'blog.metaRead' : 'blog.meta', {
            date,
            minutes: post.more_data?.reading_minutes ?? 1,
          })}
        </Meta>
        <Excerpt>{htmlToText(post.excerpt.rendered)}</Excerpt>
      </Body>
    </Root>
  );
}
