import Foundation

/// The person's accessibility settings an app reads (the Accessibility framework's
/// `AccessibilitySettings`, AXSettings.h and the Swift interface of the iOS 26.2 SDK), as a fresh
/// iPhone has them: text laid out as the language lays it out, animated images playing (iOS's
/// "Auto-Play Animated Images" is on until turned off), the insertion point blinking, neither
/// Assistive Access nor iOS 26.1's action-slider alternative nor button borders on.
public struct AccessibilitySettings: Sendable {
    public static var prefersHorizontalTextLayout: Bool { false }
    public static var animatedImagesEnabled: Bool { true }
    public static var prefersNonBlinkingTextInsertionIndicator: Bool { false }
    public static var isAssistiveAccessEnabled: Bool { false }
    public static var prefersActionSliderAlternative: Bool { false }
    public static var showBordersEnabled: Bool { false }

    // The notifications posted when a setting changes: never in a preview, whose settings stay.
    // Named by AXSettings.h's constants, whose string values Apple does not publish.
    public static var prefersHorizontalTextLayoutDidChangeNotification: Notification.Name {
        Notification.Name("AXPrefersHorizontalTextLayoutDidChangeNotification")
    }
    public static var animatedImagesEnabledDidChangeNotification: Notification.Name {
        Notification.Name("AXAnimatedImagesEnabledDidChangeNotification")
    }
    public static var prefersNonBlinkingTextInsertionIndicatorDidChangeNotification: Notification.Name {
        Notification.Name("AXPrefersNonBlinkingTextInsertionIndicatorDidChangeNotification")
    }
    public static var prefersActionSliderAlternativeDidChangeNotification: Notification.Name {
        Notification.Name("AXPrefersActionSliderAlternativeDidChangeNotification")
    }
    public static var showBordersEnabledStatusDidChangeNotification: Notification.Name {
        Notification.Name("AXShowBordersEnabledStatusDidChangeNotification")
    }

    /// A setting `openSettings(for:)` opens the Settings app at (AXSettings.h's `AXSettingsFeature`).
    public enum Feature: Int, Sendable {
        case personalVoiceAllowAppsToRequestToUse = 1, allowAppsToAddAudioToCalls, assistiveTouch, assistiveTouchDevices,
             dwellControl
    }

    /// Opens Settings at `feature`: a preview has no Settings app to open, so nothing happens and
    /// nothing is thrown.
    public static func openSettings(for feature: Feature) async throws {}
}

@available(iOS, introduced: 17.0, deprecated: 18.0, renamed: "AccessibilitySettings.prefersHorizontalTextLayout")
public func AXPrefersHorizontalTextLayout() -> Bool { AccessibilitySettings.prefersHorizontalTextLayout }

@available(iOS, introduced: 17.0, deprecated: 18.0, renamed: "AccessibilitySettings.animatedImagesEnabled")
public func AXAnimatedImagesEnabled() -> Bool { AccessibilitySettings.animatedImagesEnabled }

extension NSNotification.Name {
    @available(iOS, introduced: 17.0, deprecated: 18.0, renamed: "AccessibilitySettings.prefersHorizontalTextLayout")
    public static var AXPrefersHorizontalTextLayoutDidChange: NSNotification.Name {
        AccessibilitySettings.prefersHorizontalTextLayoutDidChangeNotification
    }

    @available(iOS, introduced: 17.0, deprecated: 18.0, renamed: "AccessibilitySettings.animatedImagesEnabledDidChangeNotification")
    public static var AXAnimatedImagesEnabledDidChange: NSNotification.Name {
        AccessibilitySettings.animatedImagesEnabledDidChangeNotification
    }
}
