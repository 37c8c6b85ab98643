/// How a direct-touch area behaves (Apple's documentation of `AccessibilityDirectTouchOptions`):
/// `silentOnTouch` keeps VoiceOver quiet when it is touched, `requiresActivation` passes touches
/// through only once the element is activated.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)

    /// The options' names, for the layout JSON.
    var names: [String] {
        [("silentOnTouch", Self.silentOnTouch), ("requiresActivation", Self.requiresActivation)].filter { contains($0.1) }.map(\.0)
    }
}

/// `accessibilityDirectTouch`: with VoiceOver on, touches in the view reach it directly (a
/// piano's keys, a drawing canvas; Apple's documentation of `accessibilityDirectTouch(_:options:)`).
/// Recorded as the options' names (`[]` for none); `false` takes a direct-touch area away.
nonisolated extension View {
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = [])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.directTouch(isDirectTouchArea, options))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = [])
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.directTouch(isDirectTouchArea, options))
    }
}

extension AccessibilityAttachmentModifier.Edit {
    static func directTouch(_ isDirectTouchArea: Bool, _ options: AccessibilityDirectTouchOptions) -> Self {
        .edit { $0.directTouchOptions = isDirectTouchArea ? options.names : nil }
    }
}
