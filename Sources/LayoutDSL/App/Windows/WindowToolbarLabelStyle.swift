/// How a window's toolbar shows its items' labels (Apple's documentation of `ToolbarLabelStyle`);
/// iOS has `automatic` only.
public struct ToolbarLabelStyle: Sendable, Equatable, Codable {
    let name: String
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }
}

nonisolated extension Scene {
    /// The style, kept in the scene's `windowSettings` and given to its views as
    /// `EnvironmentValues.toolbarLabelStyle`; a binding's value as it is when the scene is made.
    public func windowToolbarLabelStyle(fixed: ToolbarLabelStyle) -> some Scene {
        ModifiedScene(content: windowSetting { $0.toolbarLabelStyle = fixed },
                      modifier: EnvironmentModifier { $0.toolbarLabelStyle = fixed })
    }
    public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>) -> some Scene {
        windowToolbarLabelStyle(fixed: toolbarLabelStyle.wrappedValue)
    }
}

private struct ToolbarLabelStyleKey: EnvironmentKey { static let defaultValue: ToolbarLabelStyle? = nil }

extension EnvironmentValues {
    /// The toolbar label style of the window the view is in: nil unless its scene set one.
    public internal(set) var toolbarLabelStyle: ToolbarLabelStyle? {
        get { self[ToolbarLabelStyleKey.self] } set { self[ToolbarLabelStyleKey.self] = newValue }
    }
}
