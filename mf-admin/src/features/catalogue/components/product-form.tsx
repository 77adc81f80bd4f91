import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  productBodySchema,
  type ProductBodyInput,
  type ProductCategory,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Checkbox, TextField } from '@officefit/ui';
import { FormSelect } from '../../../lib/components/form-select';
import { fieldsOf, type FormFields } from '../../../lib/form';
import { type AdminProduct, useSaveProductMutation } from '../api/shop-admin';
import { blankToNull, centsToEuros, eurosToCents } from '../model/form-values';
import { mappedResolver } from '../model/mapped-resolver';
import { FormActions, FormGrid, useSaveAndClose } from './shop-editor';

interface Values {
  slug: string;
  category: ProductCategory;
  points: string;
  /** Euros as typed (`12,50`); sent as cents (the body's field name, so the schema's error lands here). */
  price_cents: string;
  vat_rate: string;
  physical: boolean;
  one_per_user: boolean;
  /** Empty: unlimited. */
  stock: string;
  out_of_stock: boolean;
  active: boolean;
  /** A shipped picture's file name (`cinema-voucher.svg`) or empty. */
  image: string;
  texts: Record<'de' | 'en', { name: string; description: string }>;
}

const LANGS = ['de', 'en'] as const;

function toBody(values: Values): ProductBodyInput {
  return {
    slug: values.slug.trim(),
    category: values.category,
    points: blankToNull(values.points),
    price_cents: eurosToCents(values.price_cents),
    vat_rate: values.vat_rate.trim(),
    physical: values.physical,
    one_per_user: values.one_per_user,
    stock: blankToNull(values.stock),
    out_of_stock: values.out_of_stock,
    active: values.active,
    image: blankToNull(values.image),
    texts: values.texts,
  };
}

function toValues(lang: string, product?: AdminProduct): Values {
  return {
    slug: product?.slug ?? '',
    category: product?.category ?? 'voucher',
    points: product?.points == null ? '' : String(product.points),
    price_cents: product?.price_cents == null ? '' : centsToEuros(product.price_cents, lang),
    vat_rate: String(product?.vat_rate ?? 19),
    physical: product?.physical ?? false,
    one_per_user: product?.one_per_user ?? false,
    stock: product?.stock == null ? '' : String(product.stock),
    out_of_stock: product?.out_of_stock ?? false,
    active: product?.active ?? true,
    image: product?.image?.split('/').pop() ?? '',
    texts: product?.texts ?? { de: { name: '', description: '' }, en: { name: '', description: '' } },
  };
}

/** The reward's name and description in German and English. */
function ProductTextFields({ fields }: { fields: FormFields<Values> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {LANGS.map((lang) => (
        <div key={lang} lang={lang}>
          <TextField
            label={t('shopAdmin.productName', { lang: t(`lang.${lang}`) })}
            required
            maxLength={PRODUCT_NAME_MAX}
            {...fields.register(`texts.${lang}.name`)}
          />
          <TextField
            multiline
            rows={3}
            label={t('shopAdmin.productDescription', { lang: t(`lang.${lang}`) })}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            {...fields.register(`texts.${lang}.description`)}
          />
        </div>
      ))}
    </>
  );
}

/** Creates (no `product`) or edits a reward: prices in points and/or euros, stock, flags, texts in both languages. */
export function ProductForm({ product, onDone }: { product?: AdminProduct; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [save, saveState] = useSaveProductMutation();
  const saveAndClose = useSaveAndClose(onDone);
  const resolver = useMemo(() => mappedResolver<Values>(productBodySchema, toBody), []);
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: toValues(i18n.language, product),
  });
  const fields = fieldsOf({ register, formState });

  const submit = handleSubmit((values) =>
    saveAndClose(
      () => save({ id: product?.id, body: toBody(values) }).unwrap(),
      'admin:shopAdmin.productSaved',
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        product ? t('shopAdmin.editProduct', { name: product.texts.de.name }) : t('shopAdmin.newProduct')
      }
    >
      <FormGrid>
        <ProductTextFields fields={fields} />
        <TextField
          label={t('shopAdmin.slug')}
          hint={t('catalogue.slugHint')}
          required
          {...fields.register('slug')}
        />
        <FormSelect
          control={control}
          name="category"
          label={t('shopAdmin.category')}
          required
          options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`shopAdmin.categories.${c}`) }))}
        />
        <TextField
          label={t('shopAdmin.points')}
          hint={t('shopAdmin.priceHint')}
          inputMode="numeric"
          {...fields.register('points')}
        />
        <TextField
          label={t('shopAdmin.price')}
          hint={t('shopAdmin.priceHint')}
          inputMode="decimal"
          {...fields.register('price_cents')}
        />
        <TextField label={t('shopAdmin.vatRate')} inputMode="numeric" {...fields.register('vat_rate')} />
        <TextField
          label={t('shopAdmin.stock')}
          hint={t('shopAdmin.stockHint')}
          inputMode="numeric"
          {...fields.register('stock')}
        />
        <TextField
          label={t('shopAdmin.image')}
          hint={t('shopAdmin.imageHint')}
          {...fields.register('image')}
        />
      </FormGrid>
      <Checkbox label={t('shopAdmin.active')} {...register('active')} />
      <Checkbox label={t('shopAdmin.physical')} {...register('physical')} />
      <Checkbox label={t('shopAdmin.onePerUser')} {...register('one_per_user')} />
      <Checkbox label={t('shopAdmin.outOfStock')} {...register('out_of_stock')} />
      <FormActions saving={saveState.isLoading} onCancel={onDone} />
    </form>
  );
}
