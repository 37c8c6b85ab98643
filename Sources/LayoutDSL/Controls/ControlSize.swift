/// How large controls draw, as SwiftUI's `ControlSize`: bordered buttons take their insets,
/// corner radius and font from it.
public enum ControlSize: CaseIterable, Hashable, Sendable {
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
