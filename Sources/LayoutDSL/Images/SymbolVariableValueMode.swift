/// How a symbol shows its variable value (iOS 26): `color` "sets the opacity of each variable layer
/// to either on or off depending on how its threshold compared to the current value", `draw`
/// "changes the drawn length of each variable layer"
/// (https://developer.apple.com/documentation/swiftui/symbolvariablevaluemode). The open icons that
/// stand in for SF Symbols have no variable layers, so a variable symbol draws its full form in
/// either mode, as `Image(systemName:variableValue:)` does; the environment keeps the mode for
/// views that read it.
public struct SymbolVariableValueMode: Equatable, Sendable {
    private enum Mode: Equatable, Sendable { case color, draw }
    private let mode: Mode

    public static let color = SymbolVariableValueMode(mode: .color)
    public static let draw = SymbolVariableValueMode(mode: .draw)
}

private struct SymbolVariableValueModeKey: EnvironmentKey { static let defaultValue: SymbolVariableValueMode? = nil }

extension EnvironmentValues {
    /// "The current symbol variable value mode, or `nil` denoting that the mode is picked automatically."
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] } set { self[SymbolVariableValueModeKey.self] = newValue }
    }
}

nonisolated extension View {
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        environment(\.symbolVariableValueMode, mode)
    }
}

extension Image {
    /// The mode for this image: the same image, as the stand-ins have no variable layers.
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image { self }
}
