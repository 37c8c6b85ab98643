/// A static member the app declares itself that the asset symbol generator would declare too:
/// Xcode 15 and later generate `Color.brandGreen` for a colour set "BrandGreen" and the app's
/// own `static let brandGreen` is then an invalid redeclaration. Said once, naming both, rather
/// than as the compiler's errors (or, with a generated file in the module, as the compiler's
/// "failed to produce diagnostic" on an unrelated line).
public struct AssetSymbolConflict: Hashable, Sendable {
    public let declared: DeclaredStaticMember
    public let generated: AssetSymbols.Symbol

    /// `file:line:column: error: …`, as the compiler says where an error is.
    public var message: String {
        "\(declared.file):\(declared.line):\(declared.column): error: '\(declared.type).\(declared.name)' is declared here and " +
            "generated for the asset catalog's \(generated.isColor ? "color" : "image") '\(generated.asset)' (Xcode's asset " +
            "symbols); remove this declaration and use the generated one, or rename one of them"
    }

    /// The types the generator extends: the ones to look for declarations in.
    public static let extendedTypes: Set<String> = ["ColorResource", "ImageResource", "Color", "ShapeStyle", "UIColor", "UIImage"]

    /// Each declaration that one of `symbols` also declares, in the order of `declared`.
    public static func find(declared: [DeclaredStaticMember], symbols: [AssetSymbols.Symbol]) -> [AssetSymbolConflict] {
        let generated = Dictionary(symbols.map { ("\($0.type).\($0.name)", $0) }, uniquingKeysWith: { first, _ in first })
        return declared.compactMap { member in
            generated["\(member.type).\(member.name)"].map { AssetSymbolConflict(declared: member, generated: $0) }
        }
    }
}
