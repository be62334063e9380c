// The jobs capability's contract (docs/spec/marketplace.md §3 "Job posting", "Job as listed to
// helpers", §5 "Job create and edit", "Job search filters", §9 job defaults), imported as
// `@hearth/shared/jobs`. It lives by topic: what an employer writes in `job-posting-input.ts`, a
// posting as read in `job-postings.ts`, the search and its cards in `job-search.ts`. The
// enumerations and their labels live in `job-options.ts`; applications in `applications.ts`.

export {
  JobPostingInputSchema,
  MAX_BUDGET_HKD,
  parseChildrenAges,
  type JobPostingFormValues,
  type JobPostingInput,
} from './job-posting-input'
export {
  EMPLOYER_POSTINGS_PAGE_SIZE,
  EmployerPostingsQuerySchema,
  EmployerProfileDetailsSchema,
  JobPostingPageSchema,
  JobPostingSchema,
  JobPostingUpdateResponseSchema,
  MyApplicationSchema,
  PostingApplicationSchema,
  type EmployerPostingsQuery,
  type EmployerProfileDetails,
  type JobPosting,
  type JobPostingPage,
  type JobPostingUpdateResponse,
  type MyApplication,
  type PostingApplication,
} from './job-postings'
export {
  FEATURED_JOBS_LIMIT,
  FeaturedJobsSchema,
  JOB_SEARCH_PAGE_SIZE,
  JobListItemSchema,
  JobListPageSchema,
  JobSearchQuerySchema,
  type FeaturedJobs,
  type JobListItem,
  type JobListPage,
  type JobSearchQuery,
} from './job-search'
