import { ChatWithHelperLink } from '../features/chat/chat-with-helper-link'
import { FindHelpersPage } from '../features/helpers/find-helpers-page'
import { HelperCategoryControl } from '../features/helpers/category-control'
import { HelperDetailPage } from '../features/helpers/helper-detail-page'
import { ReportButton } from '../features/safety/lazy-safety'

// The app composes features (docs/style.md): the search cards and the detail page get the
// employer's category control from the categories feature, the Chat button from the chat
// feature and Report from the safety feature.

export function FindHelpersRoute() {
  return (
    <FindHelpersPage
      renderCategoryControl={(helper) =>
        helper.employer_interaction_context ? (
          <HelperCategoryControl
            helperUid={helper.id}
            helperName={helper.fullName}
            entries={helper.employer_interaction_context.saved_by_employer}
          />
        ) : null
      }
      renderChatAction={(helper) => (
        <ChatWithHelperLink helperUid={helper.id} helperName={helper.fullName} />
      )}
    />
  )
}

export function HelperDetailRoute() {
  return (
    <HelperDetailPage
      renderCategoryPanel={(profile, name) => (
        <HelperCategoryControl
          helperUid={profile.uid}
          helperName={name}
          entries={profile.employer_interaction_context?.saved_by_employer ?? []}
          variant="panel"
        />
      )}
      renderChatAction={(profile, name) => (
        <ChatWithHelperLink helperUid={profile.uid} helperName={name} />
      )}
      renderReport={(profile) => (
        <ReportButton targetType="helper_profile" targetId={profile.uid} what="profile" />
      )}
    />
  )
}
