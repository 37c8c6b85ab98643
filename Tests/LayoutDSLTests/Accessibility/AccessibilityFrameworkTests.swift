import Foundation
import LayoutDSL
import Testing

/// The Accessibility framework as apps use it beside SwiftUI: notifications compile in each of
/// their forms and post to nobody; the settings are a fresh iPhone's.
struct AccessibilityFrameworkTests {
    @Test func notificationsKeepWhatTheyAnnounce() {
        let announcement = AccessibilityNotification.Announcement("Saved to Favorites")
        announcement.post()
        #expect(String(announcement.announcement.characters) == "Saved to Favorites")
        let page = AccessibilityNotification.PageScrolled(NSAttributedString(string: "Page 2 of 5"))
        page.post()
        #expect(String(page.announcement.characters) == "Page 2 of 5")
        AccessibilityNotification.LayoutChanged().post()
        #expect(AccessibilityNotification.ScreenChanged("Checkout").element as? String == "Checkout")
    }

    @Test func settingsAreAFreshIPhones() async throws {
        #expect(AccessibilitySettings.animatedImagesEnabled && !AccessibilitySettings.prefersHorizontalTextLayout)
        #expect(!AccessibilitySettings.isAssistiveAccessEnabled && !AccessibilitySettings.showBordersEnabled)
        #expect(AccessibilitySettings.Feature.dwellControl.rawValue == 5)
        try await AccessibilitySettings.openSettings(for: .personalVoiceAllowAppsToRequestToUse)
    }
}
