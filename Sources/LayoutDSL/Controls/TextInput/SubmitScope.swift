nonisolated extension View {
    /// Keeps submissions from inside this view from reaching the `onSubmit` actions set above it
    /// (SwiftUI's `submitScope(_:)`: "prevents submission triggers originating from this view to
    /// invoke a submission action configured by a submission modifier higher up"); actions set
    /// inside still run. `false` leaves submissions as they are.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { if isBlocking { $0 = [] } }
    }
}
