// Value lists of the product (spec §3, in ./values) and their types: the one source for the backend (types,
// request validation) and the frontends (forms, wire types). Pure constants; only ./contract depends on zod.
// Database migrations keep their own frozen copy in SQL CHECKs. Frontend-only orderings and groupings are built from these in the apps.
// The API's JSON shapes that the backend sends and the apps read live in ./wire (types only), re-exported below.
// The HTML allow-list of articles and CMS texts and the link rule live in ./html (a constant, pure functions);
// the language vocabulary and the rule which carrier of it wins in ./lang. The request schemas (zod) are in
// ./contract; `sideEffects: false` lets an app that only reads the value lists leave them (and zod) out.

export * from './values';

export {
  CONTENT_LANGS,
  DEFAULT_LANG,
  LANG_PARAM_VALUES,
  LANGS,
  contentLangOf,
  ogLocale,
  pickLang,
  toLang,
  type ContentLang,
  type Lang,
} from './lang';
export type {
  AnamnesisAnswers,
  AnamnesisJson,
  AnamnesisPayload,
  AnamnesisResponse,
  InjuryJson,
  RedFlag,
  SaveAnamnesisResponse,
} from './wire/anamnesis';
export type {
  CurrentUnits,
  DislikeJson,
  Exercise,
  ExercisePosesAnswer,
  ExercisePosesJson,
  ExerciseSummary,
  ExerciseTabs,
  PainExerciseResponse,
  PoseJson,
  UnitJson,
} from './wire/exercises';
export type {
  ExerciseActionBody,
  FinishExerciseResult,
  PointsEntry,
  StartExerciseResult,
  StepsOverview,
  Strike,
  WeeklyGoal,
} from './wire/activity';
export type { Me, MeMeta, MeStats, MeSubscription } from './wire/me';
export type { AbsenceState, DeletionState, EmailChangeResponse, Profile } from './wire/profile';
export type {
  Challenge,
  ChallengeState,
  ChallengeTeam,
  Coworker,
  DuelSide,
  Member,
  MemberSubcat,
  Participant,
} from './wire/challenges';
export type { Award, Awards } from './wire/awards';
export type { ProgressPainPoint, ProgressResponse, ProgressWeek } from './wire/progress';
export type { Bonus } from './wire/bonuses';
export type {
  AdminUser,
  AdminUserDetail,
  AuditLogEntry,
  ImpersonationStart,
  Job,
  JobState,
} from './wire/admin';
export type {
  AdminProduct,
  Cart,
  CartLine,
  CheckoutResult,
  Coupon,
  CouponCheck,
  CouponState,
  Order,
  OrderLine,
  OrderState,
  PriceBreakdown,
  ShopProduct,
  ShopProductList,
} from './wire/shop';
export type { Habit, HabitAction, HabitSuggestion } from './wire/habits';
export type { Ranking, RankingEntry, RankingPage, RankingSize, RankingSubcat } from './wire/ranking';
export type {
  AdminFeedPage,
  AdminFeedPost,
  AdminFeedState,
  FeedCheerResult,
  FeedModerationResult,
  FeedPage,
  FeedPost,
} from './wire/feed';
export type { ContactReceipt, ContactRequest } from './wire/contact';
export type {
  Block,
  BlockBase,
  BlockPicture,
  CmsPageSummary,
  CmsPicture,
  CmsRevision,
  CmsRevisionAction,
  CmsVersion,
  CmsVersionSummary,
  ContactFormBlock,
  PricesBlock,
  CtaBlock,
  ExpertItem,
  ExpertsBlock,
  FaqBlock,
  FaqItem,
  FeatureItem,
  FeaturesBlock,
  HeroBlock,
  PageContent,
  TeamBlock,
  TeamMember,
  TestimonialItem,
  TestimonialsBlock,
  TextBlock,
  VersionState,
  WpPage,
} from './wire/cms-pages';
export type { CmsPost, OutboxMail } from './wire/cms-posts';
export type {
  BlogConfig,
  WpBlogCategory,
  WpCategory,
  WpEmbedded,
  WpEmbeddedTerm,
  WpLink,
  WpPost,
  WpRating,
  WpTag,
  CmsTag,
} from './wire/posts';
export type {
  AccessCodeResponse,
  AdminVoucher,
  AdminVouchersResponse,
  CancelMembershipResponse,
  CancelWithoutLoginResponse,
  CheckEmailResponse,
  ConfirmCancellationResponse,
  ConfirmPaymentResponse,
  ExtendMembershipResponse,
  Membership,
  MembershipChangeReason,
  MembershipHistoryEntry,
  MembershipOffer,
  MembershipOffersResponse,
  MembershipOverview,
  MembershipPayment,
  RedeemCodeResponse,
  RegistrationResponse,
  TrialRequest,
  TrialRequestsResponse,
  VerificationResendResponse,
  VerifyEmailResponse,
} from './wire/accounts';
export type * from './wire/refunds';
export {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_ELEMENTS,
  CMS_PICTURE_FILE,
  CMS_PICTURE_PATH,
  DROPPED_HTML_ELEMENTS,
  browserHref,
  hrefFromAttribute,
  hrefKind,
  htmlProblem,
  isAllowedHref,
  isBlockHref,
  isCmsPictureSrc,
  isPictureSize,
  isSitePath,
  type AllowedHtmlElement,
  type HrefKind,
  type HtmlProblem,
} from './html';
export {
  ACTIVE_CONTENT,
  ACTIVE_LEFTOVER,
  DROPPED_ELEMENT_SNIPPETS,
  HOSTILE_HREFS,
  NORMALISED_HREFS,
  OWN_PICTURE_SRC,
  REFUSED_PICTURES,
  RICH_TEXT_EDITOR_OUTPUTS,
  RICH_TEXT_EDITOR_PASTE,
} from './html-sanitizer-cases';
export type {
  CompanyAccessCode,
  CompanyDetail,
  CompanyReport,
  CompanyService,
  CompanySubcategory,
  CompanySummary,
  CreatedUser,
  ImportReport,
  ImportRowError,
  OwnCompany,
  ReportGroup,
  ScimTokenInfo,
  ServiceRequest,
  SsoConfig,
  SsoConfigBody,
  UnconfirmedMember,
} from './wire/companies';
export type * from './wire/catalogue';
// The request contract (zod schemas of bodies and queries, their limits), shared by validate() and the forms.
export * from './contract';
export * from './stream-hosts';
export * from './local-date';
export type * from './wire/notifications';
export * from './request-id';
