nonisolated extension View {
    /// Shows or hides the grabber at the top of the sheet this view is the content of
    /// (drawn as `SheetMetrics` describes); `.automatic` shows it when the sheet has several detents.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.dragIndicator = $0.dragIndicator ?? visibility }
    }
}
