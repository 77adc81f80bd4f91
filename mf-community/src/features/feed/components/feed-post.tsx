import { useState } from 'react';
import styled from 'styled-components';
import { dateTimeFormat, useLanguage, useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog } from '@officefit/ui';
import { useNotify } from '../../../lib/use-notify';
import { type FeedPost, useCheerPostMutation, useDeletePostMutation } from '../api/feed';
import { timeAgo } from '../model/time-ago';

const Item = styled.li`
  display: grid;
  grid-template-columns: 3rem 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.p`
  margin: 0;
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The author's picture, or the first letter of the name (decorative: the name is in the text). */
function Avatar({ post }: { post: FeedPost }) {
  const { t } = useTranslation('community');
  return (
    <Badge aria-hidden={post.author.avatar ? undefined : true}>
      {post.author.avatar ? (
        <img src={post.author.avatar} alt={t('feed.avatarOf', { name: post.author.name })} />
      ) : (
        post.author.name.slice(0, 1).toUpperCase()
      )}
    </Badge>
  );
}

/** Cheering (or taking it back) and deleting one's own post, each with its snackbar. */
function usePostActions(post: FeedPost, onDeleteSettled: () => void) {
  const notify = useNotify();
  const [cheer, cheering] = useCheerPostMutation();
  const [remove, removing] = useDeletePostMutation();
  const toggleCheer = async () => {
    try {
      await cheer({ id: post.id, cheer: !post.cheered }).unwrap();
      if (post.cheered) notify.success('feed.uncheered');
      else notify.success('feed.cheered', { name: post.author.name });
    } catch (failure) {
      notify.failure(failure);
    }
  };
  const confirmDelete = async () => {
    try {
      await remove(post.id).unwrap();
      notify.success('feed.deleted');
    } catch (failure) {
      notify.failure(failure);
    } finally {
      onDeleteSettled();
    }
  };
  return { toggleCheer, confirmDelete, cheering, removing };
}

/** One milestone: who, what (in the reader's language), when, the cheers; delete for the author. */
export function FeedPostItem({ post, now }: { post: FeedPost; now: Date }) {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const { toggleCheer, confirmDelete, cheering, removing } = usePostActions(post, () => setConfirming(false));
  const created = new Date(post.created_at);
  const date = dateTimeFormat(lang, { dateStyle: 'medium' }).format(created);

  return (
    <Item data-testid={`feed-post-${post.id}`}>
      <Avatar post={post} />
      <div>
        <Text>
          {t(`feed.${post.own ? 'ownKinds' : 'kinds'}.${post.kind}`, {
            name: post.author.name,
            count: post.value ?? 0,
            detail: post.detail ?? '',
          })}
        </Text>
        <Meta>
          <time dateTime={post.created_at} title={date}>
            {timeAgo(created, now, lang)}
          </time>
          {' · '}
          <span data-testid="cheer-count">{t('feed.cheers', { count: post.cheers })}</span>
        </Meta>
        <Actions>
          {post.own ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={t('feed.deleteNamed', { date })}
            >
              {t('feed.delete')}
            </Button>
          ) : (
            <Button
              variant={post.cheered ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={post.cheered}
              aria-label={t('feed.cheerOf', { name: post.author.name })}
              loading={cheering.isLoading}
              onClick={() => void toggleCheer()}
            >
              {t('feed.cheer')}
            </Button>
          )}
        </Actions>
      </div>
      {post.own && (
        <ConfirmDialog
          open={confirming}
          title={t('feed.deleteTitle')}
          message={t('feed.deleteMessage')}
          confirmLabel={t('feed.delete')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
          loading={removing.isLoading}
        />
      )}
    </Item>
  );
}
