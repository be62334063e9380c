import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, IdParamsSchema } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { HelperSearchQuerySchema } from '@hearth/shared/helper-search'
import {
  HELPER_PHOTO_TYPES,
  HelperListPageSchema,
  HelperProfileFormInputSchema,
  HelperProfileResponseSchema,
  HelperProfileSchema,
  PASSPORT_TYPES,
} from '@hearth/shared/helpers'
import { optionalActor, requireActor } from '../../lib/actor'
import { OPTIONAL_SESSION } from '../../lib/request-guards'
import { sendStoredFile } from '../../lib/downloads'
import { takeFiles, type FileFields } from '../../lib/multipart-files'
import { fileResponse } from '../../lib/route-contracts'
import * as helpers from './helpers.service'

const tags = ['helpers']
const photoResponse = fileResponse('The photo, WebP.', HELPER_PHOTO_TYPES)
const passportResponse = fileResponse('The passport copy, as a download.', PASSPORT_TYPES)

// docs/spec/marketplace.md §3 names the profile's files image_url and passport_url; the web
// app sends photo and passport. Both are read; any other file is refused.
const PROFILE_FILES: FileFields = {
  photo: ['photo', 'image_url'],
  passport: ['passport', 'passport_url'],
}

function uploadsOf(request: FastifyRequest, removePhoto?: boolean): helpers.Uploads {
  const files = takeFiles(request)
  return { photo: files.photo, passport: files.passport, removePhoto }
}

/** docs/spec/marketplace.md §7 helper profile calls and helper search. */
export async function helperRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.get(
    API_PATHS.helpers.profiles,
    {
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary: 'Search published helper profiles (page size 20, newest-updated first).',
        querystring: HelperSearchQuerySchema,
        response: { 200: HelperListPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const pageUrl = (page: number) => {
        const url = new URL(request.url, deps.config.appUrl)
        url.searchParams.set('page', String(page))
        return url.toString()
      }
      return helpers.searchHelperProfiles(
        deps,
        await optionalActor(request),
        request.query,
        pageUrl,
      )
    },
  )

  app.post(
    API_PATHS.helpers.profiles,
    {
      config: { files: PROFILE_FILES },
      schema: {
        tags,
        summary: 'Create the caller’s helper profile (multipart with photo and passport, or JSON).',
        security: [{ bearer: [] }],
        body: HelperProfileFormInputSchema,
        response: { 201: HelperProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request)
      const data = await helpers.createHelperProfile(deps, actor, request.body, uploadsOf(request))
      return reply.code(201).send({ success: true, data, error: null })
    },
  )

  app.get(
    API_PATHS.helpers.own,
    {
      schema: {
        tags,
        summary: 'The caller’s own helper profile.',
        security: [{ bearer: [] }],
        response: { 200: HelperProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => helpers.getOwnHelperProfile(deps, await requireActor(request)),
  )

  app.get(
    API_PATHS.helpers.profile,
    {
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary: 'One helper profile, with what the caller may see.',
        params: IdParamsSchema,
        response: { 200: HelperProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      helpers.getHelperProfile(deps, await optionalActor(request), request.params.id),
  )

  app.put(
    API_PATHS.helpers.profile,
    {
      config: { files: PROFILE_FILES },
      schema: {
        tags,
        summary: 'Change the caller’s helper profile; fields left out stay as they are.',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: HelperProfileFormInputSchema,
        response: { 200: HelperProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const actor = await requireActor(request)
      const { remove_photo: removePhoto, ...input } = request.body
      const data = await helpers.updateHelperProfile(
        deps,
        actor,
        request.params.id,
        input,
        uploadsOf(request, removePhoto),
      )
      return { success: true as const, data, error: null }
    },
  )

  for (const variant of ['photo', 'thumbnail'] as const) {
    app.get(
      variant === 'photo' ? API_PATHS.helpers.photo : API_PATHS.helpers.thumbnail,
      {
        schema: {
          tags,
          security: OPTIONAL_SESSION,
          summary: `The helper’s ${variant} (WebP).`,
          params: IdParamsSchema,
          response: { 200: photoResponse, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const file = await helpers.readPhoto(
          deps,
          await optionalActor(request),
          request.params.id,
          variant,
        )
        return sendStoredFile(reply, file, {
          type: 'image/webp',
          filename: `${variant}.webp`,
          cacheControl: 'public, max-age=31536000, immutable',
          inline: true,
        })
      },
    )
  }

  app.get(
    API_PATHS.helpers.passport,
    {
      schema: {
        tags,
        summary: 'The passport copy: its owner only.',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: passportResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await helpers.readPassport(deps, await requireActor(request), request.params.id)
      return sendStoredFile(reply, file, {
        type: file.type,
        filename: `passport.${file.extension}`,
        cacheControl: 'private, no-store',
      })
    },
  )
}
