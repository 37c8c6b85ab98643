import Foundation

extension Image {
    /// An image of the asset catalog, labelled for accessibility (drawn as `Image(_:bundle:)`).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }

    /// A symbol image of the asset catalog at a variable value: drawn in its full form, as system
    /// symbols are (`Image(systemName:variableValue:)`: the stand-ins have no variable layers).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }

    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(decorative: name, bundle: bundle) }

    /// A symbol of Apple's private set: drawn as any symbol name, with the placeholder and a
    /// warning when the stand-in table has no icon for it.
    public init(_internalSystemName systemName: String) { self.init(systemName: systemName) }

    public init(_internalSystemName systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    @available(*, deprecated, message: "Use Image(_internalSystemName:)")
    public init(_internalSystemName systemName: String, colorPalette: [Color]? = nil) { self.init(systemName: systemName) }

    @available(*, deprecated, message: "Use Image(systemName:)")
    public init(_systemName systemName: String, colorPalette: [Color]? = nil) { self.init(systemName: systemName) }
}
