/// `.inset`: a plain list whose rows and headers are inset from its edges by the card margin
/// (estimated from iOS 17 screenshots).
public struct InsetListStyle: ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .inset }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}
