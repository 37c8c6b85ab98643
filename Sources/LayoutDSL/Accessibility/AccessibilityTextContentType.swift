/// The kind of text an element holds, so VoiceOver reads it suitably (source code by character,
/// a spreadsheet by cell; Apple's documentation of `AccessibilityTextContentType`).
public struct AccessibilityTextContentType: Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// `accessibilityTextContentType`: records the kind of text, by name.
nonisolated extension View {
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.edit { $0.textContentType = value.name })
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.edit { $0.textContentType = textContentType.name })
    }
}

nonisolated extension Text {
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
        accessibilityEdited { $0.textContentType = value.name }
    }
}
