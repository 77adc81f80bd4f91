import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { UnconfirmedMember } from '@officefit/domain';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { Button, QueryState } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { refusalKey } from '../../../lib/form';
import { useConfirmMemberMutation, useGetUnconfirmedMembersQuery } from '../api/owner';

/** One member's confirm button: its own mutation, so only the pressed button shows loading. */
function ConfirmButton({ member }: { member: UnconfirmedMember }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [confirm, { isLoading }] = useConfirmMemberMutation();
  const name = `${member.first_name} ${member.last_name}`;
  const onClick = async () => {
    try {
      await confirm(member.id).unwrap();
      dispatch(showSnackbar({ key: 'admin:owner.members.confirmed', values: { name }, severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={isLoading}
      aria-label={t('owner.members.confirmName', { name })}
      onClick={() => void onClick()}
    >
      {t('owner.members.confirm')}
    </Button>
  );
}

/**
 * The members the owner report does not count yet (issue 32: anyone can type the access code, so only members on
 * the company's mail domain or confirmed here by the owner count), each with a confirm button.
 */
export function UnconfirmedMembers() {
  const { t, i18n } = useTranslation('admin');
  const query = useGetUnconfirmedMembersQuery();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <p>{t('owner.members.intro')}</p>
      <QueryState query={query} empty={t('owner.members.empty')}>
        {(members) => (
          <ListTable
            caption={t('owner.members.caption', { count: members.length })}
            items={members}
            rowKey={(m) => m.id}
            rowTestId="unconfirmed-member"
            columns={[
              {
                heading: t('owner.members.name'),
                rowHeader: true,
                cell: (m) => (
                  <>
                    {m.first_name} {m.last_name}
                  </>
                ),
              },
              { heading: t('owner.members.email'), cell: (m) => m.email },
              { heading: t('owner.members.joined'), cell: (m) => date.format(new Date(m.registered_at)) },
              { heading: { hidden: t('companies.actions') }, cell: (m) => <ConfirmButton member={m} /> },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
