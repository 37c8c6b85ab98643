import LayoutDSL

/// A mark's width or height, or a sector's radius (Apple's documentation of `MarkDimension`):
/// automatic (the band's share iOS gives it), a fixed length, the band less a length, or a
/// ratio of the band.
public struct MarkDimension: Equatable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    enum Kind: Equatable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let kind: Kind

    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }

    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The length in a band (or radius) of `available` points, `automatic` giving `automaticLength`.
    func length(in available: CGFloat, automatic automaticLength: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automaticLength
        case .fixed(let value): value
        case .inset(let inset): max(0, available - inset)
        case .ratio(let ratio): available * ratio
        }
    }
}
