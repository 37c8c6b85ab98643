import Foundation
@testable import Intents
import LayoutDSL
import Testing

/// Siri is not authorized; donations succeed and reach nothing; no voice shortcuts.
struct IntentsTests {
    @Test func siriIsNotDeterminedAndDonationsSucceed() async throws {
        #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
        var answered: INSiriAuthorizationStatus?
        INPreferences.requestSiriAuthorization { answered = $0 }
        #expect(answered == .notDetermined)
        let intent = INIntent()
        intent.suggestedInvocationPhrase = "Order coffee"
        var donated: (any Error)?? = .none
        INInteraction(intent: intent, response: nil).donate { donated = .some($0) }
        #expect(donated != nil && intent.identifier != nil)
        try await INInteraction(intent: intent, response: INIntentResponse()).donate()
        #expect(try await INVoiceShortcutCenter.shared.allVoiceShortcuts().isEmpty)
        let shortcut = try #require(INShortcut(intent: intent))
        INVoiceShortcutCenter.shared.setShortcutSuggestions([shortcut, INShortcut(userActivity: NSUserActivity(activityType: "a"))])
        #expect(INVoiceShortcutCenter.shared.shortcutSuggestions.count == 2 && shortcut.intent === intent)
    }
}
