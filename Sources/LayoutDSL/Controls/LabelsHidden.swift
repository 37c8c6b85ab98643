private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls leave out their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue }
    }
    /// SwiftUI's public form of the same setting: `.hidden` after `labelsHidden()`, else `.automatic`.
    public var labelsVisibility: Visibility {
        get { labelsHidden ? .hidden : .automatic } set { labelsHidden = newValue == .hidden }
    }
}

nonisolated extension View {
    /// Controls in this subtree draw without their labels, as SwiftUI's `labelsHidden()`: a
    /// switch toggle is then the bare 51 × 31 switch. Buttons keep their labels, which are their
    /// content.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }

    /// Whether controls in this subtree show their labels (iOS 18's `labelsVisibility(_:)`):
    /// `.hidden` as `labelsHidden()`, `.visible` shows them again inside a subtree that hid
    /// them, `.automatic` leaves what an ancestor said.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        transformEnvironment(\.labelsHidden) { if visibility != .automatic { $0 = visibility == .hidden } }
    }
}
