nonisolated extension View {
    /// Keeps a swipe from dismissing the sheet; recorded, a frame at rest looks the same
    /// (`\.dismiss` and the binding still close it, as in SwiftUI).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.interactiveDismissDisabled = $0.interactiveDismissDisabled ?? isDisabled }
    }
}
