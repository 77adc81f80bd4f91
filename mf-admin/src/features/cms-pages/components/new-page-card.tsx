import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, TextField } from '@officefit/ui';
import { useCreateCmsPageMutation } from '../api/cms-pages';

const SPECIAL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The name typed for a new special page as the last part of its slug (slugs are lower case). */
const specialName = (name: string) => name.trim().toLowerCase();

const NewPageForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 240px;
  }

  button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** The form for a new special page; it opens the new page's editor. */
export function NewPageCard() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [create, createState] = useCreateCmsPageMutation();
  const newPage = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const nameField = newPage.register('name', {
    validate: (name) => SPECIAL_NAME.test(specialName(name)) || t('pages.new.invalid'),
  });

  const createPage = newPage.handleSubmit(async ({ name }) => {
    try {
      const page = await create({ slug: `special/${specialName(name)}` }).unwrap();
      newPage.reset();
      await navigate(`/admin/pages/${page.id}`);
    } catch (error) {
      const exists = toApiFailure(error as Parameters<typeof toApiFailure>[0]).code === 'rest_page_exists';
      newPage.setError('name', { message: exists ? t('pages.new.exists') : t('common:errors.transfer') });
    }
  });

  return (
    <Card title={t('pages.new.title')}>
      <NewPageForm onSubmit={(e) => void createPage(e)} noValidate>
        <TextField
          label={t('pages.new.name')}
          hint={t('pages.new.hint')}
          {...nameField}
          error={newPage.formState.errors.name?.message}
        />
        <Button type="submit" loading={createState.isLoading}>
          {t('pages.new.submit')}
        </Button>
      </NewPageForm>
    </Card>
  );
}
