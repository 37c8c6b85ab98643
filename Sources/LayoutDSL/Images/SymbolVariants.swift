/// SwiftUI's symbol variants: `.symbolVariant(.fill)` makes `Image(systemName: "heart")` draw
/// "heart.fill", `.circle.fill` draws "heart.circle.fill". SF Symbols names compose in one order,
/// base, `.slash`, an enclosing shape, `.fill` ("mic.slash.circle.fill"); a variant a symbol
/// does not have falls back to the nearest one it has, as on iOS
/// (https://developer.apple.com/documentation/swiftui/symbolvariants).
public struct SymbolVariants: Hashable, Sendable {
    private enum Shape: Hashable, Sendable { case circle, square, rectangle }
    private var shape: Shape?
    private var filled = false
    private var slashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(filled: true)
    public static let slash = SymbolVariants(slashed: true)

    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    public var fill: SymbolVariants { var v = self; v.filled = true; return v }
    public var slash: SymbolVariants { var v = self; v.slashed = true; return v }

    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.filled || filled) && (!other.slashed || slashed)
    }

    /// Names to try for `base`, most specific first: every subset of the variant's parts, in
    /// SF's order, ending with the base name itself.
    func candidates(for base: String) -> [String] {
        let slashes = slashed && !base.contains(".slash") ? [".slash", ""] : [""]
        let shapes = shape.map { [".\($0)", ""] } ?? [""]
        let fills = filled && !base.hasSuffix(".fill") ? [".fill", ""] : [""]
        return slashes.flatMap { s in shapes.flatMap { c in fills.map { f in base + s + c + f } } }
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] } set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Symbols inside draw in this variant (on top of the variants already set).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            if variant.contains(.fill) { current = current.fill }
            if variant.contains(.slash) { current = current.slash }
            if variant.contains(.circle) { current = current.circle }
            if variant.contains(.square) { current = current.square }
            if variant.contains(.rectangle) { current = current.rectangle }
        }
    }
}
