/// iOS's control group in content: the controls side by side in one rounded container
/// (`GroupedControls`). The menu styles collapse into a menu elsewhere; in content on iOS
/// they draw alike.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedControls(configuration: configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
