import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { API_BASE_PATH } from '@hearth/shared/config'
import { tk } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { Config } from './config'
import { openDatabase, outboxDir, type Database } from './db/client'
import { resolveActor } from './features/accounts/actor.service'
import { accessNoticeTask, planRefreshTask } from './features/access/access-reminders.task'
import { accountDataRoutes } from './features/account-data/account-data.routes'
import { dataExportTask } from './features/account-data/data-export.service'
import { retentionTask } from './features/account-data/retention.task'
import { planRoutes } from './features/access/plans.routes'
import { accountRoutes } from './features/accounts/accounts.routes'
import { referralCodeExists, signupReferralCodeOf } from './features/accounts/users.service'
import { chatRoutes } from './features/chat/chat.routes'
import { checklistRoutes } from './features/checklist/checklist.routes'
import { chatRoomFor } from './features/chat/chat.service'
import { countryRoutes } from './features/countries/countries.routes'
import { employerRoutes } from './features/employers/employers.routes'
import { documentRoutes } from './features/documents/documents.routes'
import { employmentRoutes } from './features/contracts/employments.routes'
import { detailedEmploymentRoutes } from './features/leave/detailed-employments.routes'
import { leaveRoutes } from './features/leave/leaves.routes'
import { openingRoutes } from './features/openings/openings.routes'
import { timelineRemindersTask } from './features/timeline/timeline-reminders.task'
import { timelineRoutes } from './features/timeline/timeline.routes'
import { payrollRoutes } from './features/payroll/payrolls.routes'
import { publicPageRoutes } from './features/public-pages/public-pages.routes'
import {
  loadBuiltPages,
  pageResponder,
  type WebPages,
} from './features/public-pages/page-rendering'
import { helperRoutes } from './features/helpers/helpers.routes'
import { helperCategoryRoutes } from './features/helpers/categories.routes'
import { healthRoutes } from './features/health/health.routes'
import { applicationRoutes } from './features/jobs/applications.routes'
import { jobRoutes } from './features/jobs/jobs.routes'
import { referralRoutes } from './features/referrals/referrals.routes'
import { terminationRoutes } from './features/termination/terminations.routes'
import { blockRoutes } from './features/blocks/blocks.routes'
import { operatorRoutes, reportRoutes } from './features/safety/safety.routes'
import { reviewPublished } from './features/safety/reports.service'
import { operatorVerificationRoutes } from './features/safety/operator-verifications.routes'
import { verificationRoutes } from './features/verification/verification.routes'
import { badgeEnded } from './features/verification/verification.service'
import { verificationChecksTask } from './features/verification/verification.task'
import { frameworkErrorHandler, registerErrorHandling } from './lib/errors'
import { languageOf } from './lib/language'
import { refuseMalformedText } from './lib/text-input'
import { keepUploadedFile, takeUploadedFiles } from './lib/multipart-files'
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer'
import { loadJwtKey } from './lib/secrets'
import {
  recordUndeclaredStatuses,
  useZodContracts,
  withoutNoContentBodies,
  withPdfAnswers,
  withUploadBodies,
} from './lib/route-contracts'
import { createFileStore } from './lib/storage'
import { startRealtime } from './realtime/socket-server'
import { mailTask } from './tasks/mail.task'
import { createTaskRunner } from './tasks/task-runner'
import { WEB_DIST_DIR } from './paths'
import { cacheControlFor } from './lib/static-cache'
import { authenticateFirst, refuseNonObjectBodies } from './lib/request-guards'

export type BuildOptions = {
  /** An open, migrated database owned by the caller (tests share one per file). */
  database?: Database
  mailer?: Mailer
  clock?: () => Date
  webDistDir?: string
  /** Where logs go (stdout by default); tests read them to prove nothing secret is logged. */
  logStream?: NodeJS.WritableStream
  /**
   * The web app's page renderer and template: the build in `webDistDir` by default; tests pass
   * one loaded from the sources (features/public-pages/page-rendering.ts).
   */
  pages?: WebPages | null
  /** Tests: collects every answer whose status its route does not declare (lib/error-statuses.ts). */
  undeclaredStatuses?: string[]
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.password1',
  '*.password2',
  '*.new_password1',
  '*.new_password2',
  '*.refresh',
  '*.access',
  '*.token',
  '*.key',
]

/** The whole API as a Fastify instance; `server.ts` listens, tests use `inject`. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
    },
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  })
  useZodContracts(app)
  registerErrorHandling(app)
  authenticateFirst(app)
  if (options.undeclaredStatuses) recordUndeclaredStatuses(app, options.undeclaredStatuses)
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id)
  })

  let ready = false
  const ownsDatabase = !options.database
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }))
  if (ownsDatabase) await database.migrate()
  ready = true
  app.decorate('database', database)
  // One actor per request (lib/actor.ts); the accounts feature knows how to resolve a token.
  app.decorate('resolveActor', resolveActor)
  // Socket.IO shares Fastify's HTTP server; its handshake reads `app.deps` once a client connects.
  const realtime = await startRealtime(app, config, chatRoomFor)
  // Every background task this server can run, by name (docs/decisions, the job runner).
  // `server.ts` starts the worker; tests call `app.tasks.runDueTasks()`.
  const tasks = createTaskRunner(
    () => app.deps,
    [
      mailTask,
      accessNoticeTask,
      planRefreshTask,
      timelineRemindersTask,
      verificationChecksTask,
      dataExportTask,
      retentionTask,
    ],
    {
      log: app.log,
    },
  )
  app.decorate('tasks', tasks)
  app.decorate('deps', {
    db: database.db,
    config,
    mailer:
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(outboxDir(config.dataDir), app.log)),
    // Local disk, or an S3-compatible bucket when S3_BUCKET is set (config.ts).
    files: createFileStore(config),
    clock: options.clock ?? (() => new Date()),
    jwtKey: loadJwtKey(config, { persist: ownsDatabase }),
    realtime,
    tasks,
    // Employer and helper profiles check the referral codes they are given through this: the
    // codes are the accounts feature's, which sits above the profiles (0019).
    referralCodes: { exists: referralCodeExists, givenAtSignup: signupReferralCodeOf },
    // The page renderer, made below, replaces forgetPublicPages once it exists.
    moderation: { reviewPublished, badgeEnded, forgetPublicPages: () => {} },
  })
  app.addHook('onClose', async () => {
    await tasks.stop()
    if (ownsDatabase) await database.close()
  })

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
  })
  await app.register(cors, { origin: [new URL(config.appUrl).origin], credentials: false })
  // API answers above 1 KB go out brotli (quality 4) or gzip; static files come precompressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // Reads each file part as multipart would, keeping the name the client sent (takeFileNames).
    onFile: keepUploadedFile,
    limits: { fileSize: config.uploadLimitBytes, files: 4, fields: 200 },
  })
  // After multipart's own preValidation hook, which is what puts multipart fields on the body.
  app.addHook('preValidation', refuseMalformedText)
  app.addHook('preValidation', takeUploadedFiles)
  refuseNonObjectBodies(app)
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hearth API',
        version: '1.0.0',
        description: 'Hiring and employing domestic helpers in Hong Kong.',
      },
      servers: [{ url: config.appUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // A 204 has no body: its entry says so instead of describing a JSON `null`.
    transformObject: (document) =>
      'openapiObject' in document
        ? withPdfAnswers(withUploadBodies(app, withoutNoContentBodies(document.openapiObject)))
        : document.swaggerObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(healthRoutes, { isReady: () => ready })
  for (const routes of [
    accountRoutes,
    countryRoutes,
    employerRoutes,
    helperRoutes,
    helperCategoryRoutes,
    chatRoutes,
    jobRoutes,
    applicationRoutes,
    planRoutes,
    referralRoutes,
    checklistRoutes,
    detailedEmploymentRoutes,
    employmentRoutes,
    openingRoutes,
    leaveRoutes,
    terminationRoutes,
    documentRoutes,
    timelineRoutes,
    payrollRoutes,
    blockRoutes,
    reportRoutes,
    operatorRoutes,
    verificationRoutes,
    operatorVerificationRoutes,
    accountDataRoutes,
  ]) {
    await app.register(routes, { prefix: API_BASE_PATH })
  }
  await app.register(publicPageRoutes)

  const webDist = options.webDistDir ?? WEB_DIST_DIR
  const hasWeb = existsSync(`${webDist}/index.html`)
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as
      // the browser's Accept-Encoding allows, with `Vary: accept-encoding`.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) =>
        void reply.header('cache-control', cacheControlFor(webDist, path)),
    })
  // Public pages are rendered here for visitors; signed-in pages go out as the app's shell.
  const pages =
    options.pages !== undefined ? options.pages : hasWeb ? await loadBuiltPages(webDist) : null
  const respondWithPage = pages
    ? pageResponder(app, pages, {
        appUrl: config.appUrl,
        cacheSeconds: config.pageCacheSeconds,
        clock: app.deps.clock,
      })
    : null
  // A hidden profile or posting, or a suspended account's, must leave its public page at once.
  if (respondWithPage) app.deps.moderation.forgetPublicPages = respondWithPage.forget
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/socket.io')
    if (respondWithPage && isPage) return respondWithPage(request, reply)
    // History fallback: every other GET is a client-side route of the single-page app.
    if (hasWeb && isPage) return reply.type('text/html').sendFile('index.html')
    return reply
      .code(404)
      .send({ detail: translate(tk('Not found.'), languageOf(request)), code: 'not_found' })
  })
  return app
}
