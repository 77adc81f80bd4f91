// The shared design system of officefit. Apps wrap their tree in styled-components' <ThemeProvider theme={theme}>
// and render <GlobalStyle /> once; texts come from the `common` i18n namespace of @officefit/i18n.
// The type-only import pulls in the DefaultTheme augmentation for every package that imports @officefit/ui.
import type {} from './styled';

export { theme, type AppTheme } from './theme';
export { GlobalStyle } from './global-style';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export {
  TextField,
  type TextFieldProps,
  type TextInputFieldProps,
  type TextAreaFieldProps,
} from './components/text-field';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group';
export { Select, type SelectProps, type SelectOption } from './components/select';
export { Dialog, type DialogProps } from './components/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { CopyField, type CopyFieldProps } from './components/copy-field';
export { Video, type VideoProps } from './components/video';
export { Snackbar, type SnackbarProps, type SnackbarSeverity } from './components/snackbar';
export { SnackbarStack, type SnackbarStackProps, type SnackbarMessage } from './components/snackbar-stack';
export { Tabs, type TabsProps, type TabItem } from './components/tabs';
export { Stepper, type StepperProps } from './components/stepper';
export { Card, type CardProps, type HeadingLevel } from './components/card';
export { Spinner, type SpinnerProps } from './components/spinner';
export type { SpinnerSize } from './components/spinner-ring';
export { Skeleton, SkeletonBlock, type SkeletonBlockProps } from './components/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export {
  QueryState,
  QueryError,
  type QueryStateProps,
  type QueryErrorProps,
  type QueryLike,
} from './components/query-state';
export { usePageTitle } from './lib/use-page-title';
export { VisuallyHidden } from './components/visually-hidden';
export {
  PageContainer,
  Stack,
  type PageContainerProps,
  type StackProps,
  type Space,
} from './components/layout';
export { Alert, type AlertProps, type AlertSeverity } from './components/alert';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export { Pagination, type PaginationProps } from './components/pagination';
export { visuallyHiddenCss } from './lib/visually-hidden';
export { Icon, CheckIcon, type IconProps } from './components/icons';
