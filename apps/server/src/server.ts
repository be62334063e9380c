import { existsSync } from 'node:fs'
import { buildApp } from './app'
import { ConfigError, parseConfig } from './config'
import { DataDirLockedError } from './db/data-dir-lock'
import { assertPortFree, PortInUseError } from './lib/port-check'
import { loadDemoData } from './demo/demo-data'
import { finishInterruptedDeletions } from './features/account-data/account-deletion.service'
import { scheduleRetention } from './features/account-data/retention.task'
import { scheduleTimelineReminders } from './features/timeline/timeline-reminders.task'
import { scheduleVerificationChecks } from './features/verification/verification.task'

async function main(): Promise<void> {
  // Variables already in the environment win over the file.
  if (existsSync('.env')) process.loadEnvFile('.env')
  let config
  try {
    config = parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  let app
  try {
    await assertPortFree(config.host, config.port)
    app = await buildApp(config)
  } catch (error) {
    // One clear line for an operator who started a second server by mistake.
    if (error instanceof PortInUseError || error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  if (config.demoData) await loadDemoData(app.deps, app.log)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  // Background tasks (e-mails first): every process polls; a lease keeps each task to one of them.
  // The daily timeline reminders: today's run, if not queued yet; each run queues the next.
  await scheduleTimelineReminders(app.deps, 'today')
  await scheduleVerificationChecks(app.deps, 'today')
  await scheduleRetention(app.deps, 'today')
  // A deletion cut short by a crash (kill -9) completes at once on the next start (issue 25).
  await finishInterruptedDeletions(app.deps)
  app.tasks.start()
  app.log.info(`Hearth is ready on ${config.appUrl} (${app.database.kind} database)`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
