import { useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { AdminFeedPage, AdminFeedPost, AdminFeedState } from '@officefit/domain';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog, QueryState, Select } from '@officefit/ui';
import { refusalKey } from '../../../lib/form';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { useGetCompaniesQuery } from '../../companies';
import {
  useGetTeamFeedPostsQuery,
  useHideTeamFeedPostMutation,
  useShowTeamFeedPostMutation,
} from '../api/team-feed';

const STATES: readonly AdminFeedState[] = ['visible', 'hidden', 'all'];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > * {
    flex: 1 1 14rem;
    max-width: 20rem;
  }
`;

const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** The post's text as moderators read it: what happened, with the flames or the shared product names. */
function usePostText() {
  const { t } = useTranslation('admin');
  return (post: AdminFeedPost) =>
    t(`teamFeed.kinds.${post.kind}`, { count: post.value ?? 0, detail: post.detail ?? '' });
}

function CompanyFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  const companies = useGetCompaniesQuery({});
  return (
    <Select
      label={t('teamFeed.company')}
      value={value}
      options={[
        { value: '', label: t('teamFeed.allCompanies') },
        ...(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name })),
      ]}
      onChange={onChange}
    />
  );
}

function PostTable({ data, onPick }: { data: AdminFeedPage; onPick: (post: AdminFeedPost) => void }) {
  const { t, i18n } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const postText = usePostText();
  return (
    <ListTable
      describeByCaption
      caption={t('teamFeed.caption', { count: data.total })}
      items={data.posts}
      rowKey={(post) => post.id}
      rowTestId="team-feed-row"
      columns={[
        { heading: t('teamFeed.date'), cell: (post) => format.format(new Date(post.created_at)) },
        { heading: t('teamFeed.author'), cell: (post) => post.author.name },
        { heading: t('teamFeed.companyColumn'), cell: (post) => post.company?.name ?? '–' },
        { heading: t('teamFeed.kind'), cell: (post) => t(`teamFeed.kindNames.${post.kind}`) },
        {
          heading: t('teamFeed.text'),
          cell: (post) => (
            <>
              {postText(post)}
              {post.hidden_at && (
                <>
                  {' '}
                  <Badge $tone="neutral">{t('teamFeed.hiddenBadge')}</Badge>
                </>
              )}
            </>
          ),
        },
        { heading: t('teamFeed.cheers'), cell: (post) => formatNumber(post.cheers) },
        {
          heading: t('teamFeed.actions'),
          cell: (post) => (
            <Button
              variant="secondary"
              aria-label={t(post.hidden_at ? 'teamFeed.showNamed' : 'teamFeed.hideNamed', {
                name: post.author.name,
                date: format.format(new Date(post.created_at)),
              })}
              onClick={() => onPick(post)}
            >
              {t(post.hidden_at ? 'teamFeed.show' : 'teamFeed.hide')}
            </Button>
          ),
        },
      ]}
    />
  );
}

function PageSwitch({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <Pager>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('teamFeed.newer')}
      </Button>
      <span>{t('teamFeed.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('teamFeed.older')}
      </Button>
    </Pager>
  );
}

/** Hides or shows the post after the confirmation; tells the outcome in a snackbar. */
function ConfirmModeration({ post, onDone }: { post: AdminFeedPost | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const postText = usePostText();
  const [hide, hideState] = useHideTeamFeedPostMutation();
  const [show, showState] = useShowTeamFeedPostMutation();
  const hiding = post !== null && post.hidden_at === null;

  const confirm = async () => {
    if (!post) return;
    try {
      await (hiding ? hide(post.id) : show(post.id)).unwrap();
      dispatch(showSnackbar({ key: `admin:teamFeed.${hiding ? 'hidden' : 'shown'}`, severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
    onDone();
  };

  return (
    <ConfirmDialog
      open={post !== null}
      title={t(hiding ? 'teamFeed.hideTitle' : 'teamFeed.showTitle')}
      message={
        post
          ? t(hiding ? 'teamFeed.hideMessage' : 'teamFeed.showMessage', {
              name: post.author.name,
              text: postText(post),
            })
          : ''
      }
      confirmLabel={t(hiding ? 'teamFeed.hide' : 'teamFeed.show')}
      onConfirm={() => void confirm()}
      onCancel={onDone}
      loading={hideState.isLoading || showState.isLoading}
    />
  );
}

/**
 * The team feed's posts of every company for moderators (issue 38; permission challenges.manage), filtered by
 * company and state (visible ones first: those are what colleagues read): a post is hidden, or shown again,
 * after a confirmation.
 */
export function TeamFeedModeration() {
  const { t } = useTranslation('admin');
  const [company, setCompany] = useState('');
  const [state, setState] = useState<AdminFeedState>('visible');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<AdminFeedPost | null>(null);
  const query = useGetTeamFeedPostsQuery({ company: company ? Number(company) : undefined, state, page });

  return (
    <>
      <Filters>
        <CompanyFilter
          value={company}
          onChange={(value) => {
            setCompany(value);
            setPage(1);
          }}
        />
        <Select
          label={t('teamFeed.state')}
          value={state}
          options={STATES.map((s) => ({ value: s, label: t(`teamFeed.states.${s}`) }))}
          onChange={(value) => {
            setState(value as AdminFeedState);
            setPage(1);
          }}
        />
      </Filters>
      <QueryState query={query} isEmpty={(data) => data.posts.length === 0} empty={t('teamFeed.empty')}>
        {(data) => (
          <>
            <PostTable data={data} onPick={setPending} />
            <PageSwitch page={page} pages={data.total_pages} onPage={setPage} />
          </>
        )}
      </QueryState>
      <ConfirmModeration post={pending} onDone={() => setPending(null)} />
    </>
  );
}
