extension Text {
    /// The text with its accessibility properties changed (the `Text` forms of the accessibility
    /// and speech modifiers, which return `Text` as SwiftUI's do).
    func accessibilityEdited(_ change: (inout AccessibilityProperties) -> Void) -> Text {
        var copy = self
        var properties = accessibility ?? AccessibilityProperties()
        change(&properties)
        copy.accessibility = properties
        return copy
    }
}
