import { parseConfig } from '../config'
import { openDatabase } from './client'

const config = parseConfig(process.env)
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await database.close()
console.log(`Migrations applied (${database.kind}).`)
