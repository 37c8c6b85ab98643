import LayoutDSL

/// `--design liquid-glass|compatibility`: the design a render draws (`SystemDesign`). Without it a
/// preview gets what its app gets on iOS: the compatibility design when the app target's Info.plist
/// sets `UIDesignRequiresCompatibility`, else Liquid Glass.
public enum DesignOption: String, Codable, CaseIterable, Sendable {
    case liquidGlass = "liquid-glass"
    case compatibility

    public var design: SystemDesign { self == .liquidGlass ? .liquidGlass : .compatibility }
}
