/// Options of an item's default customization (Apple's documentation of
/// `ToolbarCustomizationOptions`): `.alwaysAvailable` keeps it in the toolbar, out of the user's
/// reach to remove.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1 << 0) }
}
