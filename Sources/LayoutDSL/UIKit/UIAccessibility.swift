import Foundation

/// UIKit's accessibility settings and announcements (https://developer.apple.com/documentation/uikit/uiaccessibility),
/// which app code reads outside views (`UIAccessibility.isReduceMotionEnabled` before starting an
/// animation). Each setting is the one the host being updated renders with, read from its root
/// environment (`snap render --reduce-motion`…, a snapshot's traits), as a device reports its own;
/// outside a host, iOS's defaults (all off). Posted notifications reach no assistive technology.
public enum UIAccessibility {
    private static var environment: EnvironmentValues { .current }

    public static var isVoiceOverRunning: Bool { environment.accessibilityVoiceOverEnabled }
    public static var isSwitchControlRunning: Bool { environment.accessibilitySwitchControlEnabled }
    public static var isReduceMotionEnabled: Bool { environment.accessibilityReduceMotion }
    public static var isReduceTransparencyEnabled: Bool { environment.accessibilityReduceTransparency }
    public static var isInvertColorsEnabled: Bool { environment.accessibilityInvertColors }
    public static var shouldDifferentiateWithoutColor: Bool { environment.accessibilityDifferentiateWithoutColor }
    public static var buttonShapesEnabled: Bool { environment.accessibilityShowButtonShapes }
    public static var isBoldTextEnabled: Bool { environment.legibilityWeight == .bold }
    public static var isDarkerSystemColorsEnabled: Bool { environment.colorSchemeContrast == .increased }
    public static var isVideoAutoplayEnabled: Bool { environment.accessibilityPlayAnimatedImages }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }

    /// What `post(notification:argument:)` tells assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // UIAccessibilityConstants.h's values.
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Reaches no assistive technology: a preview has none.
    public static func post(notification: Notification, argument: Any?) {}

    public static let voiceOverStatusDidChangeNotification = name("VoiceOverStatusDidChange")
    public static let reduceMotionStatusDidChangeNotification = name("ReduceMotionStatusDidChange")
    public static let reduceTransparencyStatusDidChangeNotification = name("ReduceTransparencyStatusDidChange")
    public static let boldTextStatusDidChangeNotification = name("BoldTextStatusDidChange")
    public static let darkerSystemColorsStatusDidChangeNotification = name("DarkerSystemColorsStatusDidChange")
    public static let differentiateWithoutColorDidChangeNotification = name("ShouldDifferentiateWithoutColorDidChange")
    public static let invertColorsStatusDidChangeNotification = name("InvertColorsStatusDidChange")
    public static let switchControlStatusDidChangeNotification = name("SwitchControlStatusDidChange")

    /// The SDK's names: "UIAccessibility" + the change + "Notification".
    private static func name(_ change: String) -> Foundation.Notification.Name {
        Foundation.Notification.Name("UIAccessibility\(change)Notification")
    }
}
