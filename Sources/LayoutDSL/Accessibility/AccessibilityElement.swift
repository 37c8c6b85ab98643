/// `accessibilityElement(children:)`: makes the view one accessibility element, its children
/// ignored, combined into it or contained by it (`AccessibilityChildBehavior`).
nonisolated extension View {
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttachment(.element(children))
    }
}
