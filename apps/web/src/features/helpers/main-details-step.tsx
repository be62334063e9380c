import { useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { HelperMainDetails } from '@hearth/shared/helper-profile'
import type { HelperProfile } from '@hearth/shared/helpers'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api-error'
import type { useCountries } from '../../lib/countries'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { applyServerErrors } from '../../lib/form-errors'
import { useClearErrorOnEdit } from '../../lib/use-clear-error-on-edit'
import { saveHelperProfile, type SaveResult } from './helper-profile-api'
import {
  emptyMainForm,
  mainDetailsResolver,
  mainFormFrom,
  serverFieldMap,
  validateDraft,
  type MainForm,
} from './main-details-form'
import { ContactSection, PersonalSection } from './personal-section'
import { PassportField, PhotoField } from './profile-uploads'
import { FormSection, type SectionFold } from '../../components/ui/form-section'
import {
  hasRequiredFields,
  sectionOf,
  useOpenSections,
  useSectionProgress,
  type SectionId,
} from './profile-sections'
import { SectionsProgress } from './sections-progress'
import { PreferencesSection, SkillsSection, WorkSection } from './work-section'

type Files = { photo: File | null; passport: File | null; removePhoto: boolean }
type FileErrors = { photo?: string; passport?: string }

type MainDetailsStepProps = {
  profile: HelperProfile | null
  countries: ReturnType<typeof useCountries>
  /** Called after a save; `published` is false for a draft. */
  onSaved: (result: SaveResult, published: boolean) => void
}

/** Step 1 of 2: every main detail, the photo and the passport copy (docs/spec/marketplace.md §5). */
export function MainDetailsStep({ profile, countries, onSaved }: MainDetailsStepProps) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const [alert, setAlert] = useState<string | null>(null)
  const [draftNotice, setDraftNotice] = useState<string | null>(null)
  const [files, setFiles] = useState<Files>({ photo: null, passport: null, removePhoto: false })
  const [fileErrors, setFileErrors] = useState<FileErrors>({})
  const resolver = useMemo(() => mainDetailsResolver(countries.data), [countries.data])
  const [initial] = useState(() =>
    profile && countries.data ? mainFormFrom(profile, countries.data) : emptyMainForm(),
  )
  const form = useForm<MainForm, unknown, HelperMainDetails>({
    resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  })
  const { handleSubmit, setError, clearErrors, getValues } = form

  useClearErrorOnEdit(form.subscribe, clearErrors)
  const progress = useSectionProgress(form)
  const sections = useOpenSections(progress)
  const fieldMap = serverFieldMap(initial)

  const save = useMutation({
    mutationFn: ({ body }: { body: Record<string, unknown>; published: boolean }) =>
      saveHelperProfile(profile?.uid ?? null, body, {
        photo: files.photo,
        passport: files.passport,
      }),
  })

  function showServerErrors(error: unknown) {
    setAlert(
      applyServerErrors(error, setError, fieldMap, {
        unexpected: t('An error occurred while updating your profile'),
      }),
    )
    if (error instanceof ApiError)
      sections.openFor(Object.keys(error.fields).map((field) => fieldMap[field] ?? field))
    focusFirstError()
  }

  function fileErrorsFrom(error: ApiError): FileErrors {
    const fromFields = {
      photo: error.fields.photo?.join(' '),
      passport: error.fields.passport?.join(' '),
    }
    if (fromFields.photo || fromFields.passport) return fromFields
    // A refusal without a field (the body limit) belongs to the one file that was sent.
    if (files.photo && !files.passport) return { photo: error.detail }
    if (files.passport && !files.photo) return { passport: error.detail }
    return { photo: error.detail }
  }

  function send(body: Record<string, unknown>, published: boolean) {
    setAlert(null)
    setDraftNotice(null)
    save.mutate(
      { body, published },
      {
        onSuccess: (result) => {
          if (result.fileError) {
            const problems = fileErrorsFrom(result.fileError)
            setFileErrors(problems)
            sections.openFor(
              Object.keys(problems).filter((name) => problems[name as keyof FileErrors]),
            )
            setFiles((current) => ({ ...current, photo: null, passport: null }))
            setAlert(t('Your details were saved, but a file could not be uploaded.'))
            focusFirstError()
            onSaved(result, false)
            return
          }
          setFiles({ photo: null, passport: null, removePhoto: false })
          if (!published)
            setDraftNotice(
              t('Draft saved. Employers cannot see your profile until you publish it.'),
            )
          onSaved(result, published)
        },
        onError: showServerErrors,
      },
    )
  }

  const removePhoto = files.removePhoto && !files.photo && profile ? { remove_photo: true } : {}

  const publish = handleSubmit(
    (details) => send({ ...details, isDraft: false, ...removePhoto }, true),
    (errors) => {
      setAlert(t('Please correct errors before proceeding.'))
      sections.openFor(Object.keys(errors))
      focusFirstError()
    },
  )

  function saveDraft() {
    clearErrors()
    const result = validateDraft(getValues(), countries.data)
    if ('errors' in result) {
      for (const [name, message] of Object.entries(result.errors))
        if (name in initial) setError(name as keyof MainForm, { type: 'draft', message })
      sections.openFor(Object.keys(result.errors))
      setAlert(t('Please correct errors before proceeding.'))
      focusFirstError()
      return
    }
    send({ ...result.body, isDraft: true, ...removePhoto }, false)
  }

  const canDraft = !profile || profile.isDraft
  const erroredSections = new Set(
    [
      ...Object.keys(form.formState.errors),
      ...(fileErrors.photo ? ['photo'] : []),
      ...(fileErrors.passport ? ['passport'] : []),
    ].map(sectionOf),
  )

  function fold(id: SectionId): SectionFold {
    const left = progress.left[id]
    let status: SectionFold['status'] = { tone: 'done', text: t('Complete') }
    if (erroredSections.has(id)) status = { tone: 'error', text: t('Needs attention') }
    else if (!hasRequiredFields(id)) status = { tone: 'optional', text: t('Optional') }
    else if (left > 0)
      status = { tone: 'todo', text: t('{{count}} required fields left', { count: left }) }
    return { open: sections.isOpen(id), onToggle: () => sections.toggle(id), status }
  }

  return (
    <form ref={formRef} noValidate className="space-y-5" onSubmit={(event) => void publish(event)}>
      <SectionsProgress complete={progress.complete} total={progress.total} />
      <FormSection title={t('Photo')} fold={fold('photo')}>
        <PhotoField
          currentUrl={profile?.image_url ?? null}
          file={files.photo}
          removed={files.removePhoto}
          error={fileErrors.photo ? t(fileErrors.photo) : undefined}
          onFile={(photo, problem) => {
            setFiles((current) => ({ ...current, photo, removePhoto: false }))
            setFileErrors((current) => ({ ...current, photo: problem ?? undefined }))
          }}
          onRemove={() => {
            setFiles((current) => ({ ...current, photo: null, removePhoto: true }))
            setFileErrors((current) => ({ ...current, photo: undefined }))
          }}
        />
      </FormSection>
      <PersonalSection form={form} fold={fold('about')} />
      <ContactSection
        form={form}
        countries={countries}
        referralLocked={Boolean(profile?.referred_by)}
        fold={fold('contact')}
      />
      <WorkSection form={form} countries={countries} fold={fold('work')} />
      <PreferencesSection form={form} fold={fold('next')} />
      <SkillsSection form={form} fold={fold('skills')} />
      <FormSection title={t('Documents')} fold={fold('documents')}>
        <PassportField
          passportUrl={profile?.passport_url}
          file={files.passport}
          error={fileErrors.passport ? t(fileErrors.passport) : undefined}
          onFile={(passport, problem) => {
            setFiles((current) => ({ ...current, passport }))
            setFileErrors((current) => ({ ...current, passport: problem ?? undefined }))
          }}
        />
      </FormSection>

      {alert ? <Alert tone="error">{alert}</Alert> : null}
      {draftNotice ? <Alert tone="info">{draftNotice}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {canDraft ? (
          <Button variant="secondary" size="lg" disabled={save.isPending} onClick={saveDraft}>
            {t('Save as draft')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" busy={save.isPending} busyLabel={t('Saving...')}>
          {t('Save and Continue to Optional Details')}
        </Button>
      </div>
      {canDraft ? (
        <p className="text-sm text-stone-600 sm:text-right">
          {t(
            'A draft keeps your profile hidden from employers. Saving and continuing publishes it.',
          )}
        </p>
      ) : null}
    </form>
  )
}
