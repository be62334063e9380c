import { existsSync } from 'node:fs'
import { buildApp } from './app'
import { ConfigError, parseConfig } from './config'
import { loadDemoData } from './demo/demo-data'

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
  const app = await buildApp(config)
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
  app.log.info(`Hearth is ready on ${config.appUrl} (${app.database.kind} database)`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
