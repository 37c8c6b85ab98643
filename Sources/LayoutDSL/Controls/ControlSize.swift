/// How large controls draw, as SwiftUI's `ControlSize`: bordered buttons take their insets,
/// corner radius and font from it.
/// Ordered from the smallest to the largest (iOS 26 declares `ControlSize` `Comparable`: `.small < .large`).
public enum ControlSize: CaseIterable, Hashable, Sendable, Comparable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
