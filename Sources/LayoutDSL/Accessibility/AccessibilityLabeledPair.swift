/// Which part of a labeled pair a view is (Apple's documentation of `AccessibilityLabeledPairRole`).
@frozen public enum AccessibilityLabeledPairRole {
    case label, content
}

/// `accessibilityLabeledPair(role:id:in:)`: pairs a label with the view it names (a `Text` with
/// the `Toggle` beside it), so VoiceOver reads them as one. Recorded as the role and the id's
/// description.
nonisolated extension View {
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID)
        -> some View {
        accessibilityAttachment(.edit { $0.labeledPair = ["\(role)", String(describing: id)] })
    }
}
