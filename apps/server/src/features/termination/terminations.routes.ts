import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import {
  TerminationInputSchema,
  TerminationQuerySchema,
  TerminationResultSchema,
} from '@hearth/shared/termination'
import { requireActor } from '../../lib/actor'
import { sendStoredFile } from '../../lib/downloads'
import { languageOf } from '../../lib/language'
import { renderTerminationReceipt } from './termination-receipt.service'
import { presentTermination } from './terminations.presenter'
import { calculateTermination } from './terminations.service'

const tags = ['payrolls']
const security = [{ bearer: [] }]

/** docs/spec/employment.md §7 "Termination payment", with the receipt PDF of issue 14. */
export async function terminationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.post(
    API_PATHS.termination.calculate,
    {
      schema: {
        tags,
        summary:
          'The termination settlement of an employment on its last day (its employer). `?format=pdf` answers with the receipt as application/pdf instead (en, zh-TW or zh-CN by `lang`, else Accept-Language).',
        security,
        body: TerminationInputSchema,
        querystring: TerminationQuerySchema,
        response: { 200: TerminationResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request)
      const facts = await calculateTermination(deps, await requireActor(request), request.body)
      if (request.query.format !== 'pdf') return presentTermination(facts, language)
      const receipt = await renderTerminationReceipt(facts, language)
      // A stream is sent as it is: the JSON schema above does not apply to it.
      return sendStoredFile(
        reply,
        { stream: Readable.from([receipt.pdf]), size: receipt.pdf.length },
        { type: 'application/pdf', filename: receipt.filename, cacheControl: 'private, no-store' },
      )
    },
  )
}
