/// `accessibilityLinkedGroup(id:in:)`: views of the same id in a namespace are navigated as one
/// group, so VoiceOver moves from one to the next (a table's headers and its cells). Recorded as
/// the id's description.
nonisolated extension View {
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibilityAttachment(.edit { $0.linkedGroup = String(describing: id) })
    }
}
