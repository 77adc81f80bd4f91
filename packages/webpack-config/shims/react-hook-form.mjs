// What the forms and @hookform/resolvers use of react-hook-form (shared as this subset:
// packages/webpack-config/subsets.js).
export {
  // the forms
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  useWatch,
  // @hookform/resolvers and its zod resolver
  appendErrors,
  get,
  set,
} from 'react-hook-form-impl';
