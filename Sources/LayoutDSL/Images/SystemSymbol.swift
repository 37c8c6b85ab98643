/// What `Image(systemName:)` draws for an SF Symbol name. Apple's symbol artwork may not be
/// copied, so each name maps to an icon of an open font that Debian packages (Google's Material
/// Icons, fonts-material-design-icons-iconfont; Material Design Icons,
/// fonts-materialdesignicons-webfont), chosen by hand in scripts/symbols/sf-symbols.txt, or, for
/// a few names in common use that neither font has, to this project's own line art
/// (`DrawnSymbol`). The renderer reads the glyph's outline from the font file the package ships
/// (`ImageLoading.symbolOutline`).
public struct SystemSymbol: Hashable, Sendable {
    /// The icon fonts, by family name.
    public enum IconFont: String, Hashable, Sendable, CaseIterable {
        case materialIcons = "Material Icons"
        case materialDesignIcons = "Material Design Icons"
        /// No font: `DrawnSymbol`'s paths, the code their index.
        case drawn
    }

    public let font: IconFont
    public let codepoint: UInt32
    /// The name is an outline form the fonts have no icon of, drawn from its filled form's icon:
    /// its contours stroked inside, with the icons' stroke width (`SymbolBehavior`), as SF's
    /// outline symbols are the filled ones' shapes drawn as lines.
    public var outlinedFromFill = false

    /// The symbol of an SF Symbols name, if the table has one.
    public static func named(_ name: String) -> SystemSymbol? { symbols[name] }

    /// Every name the table maps, sorted.
    public static var names: [String] { symbols.keys.sorted() }

    /// The table, parsed once: "name font codepoint [o]" lines (SystemSymbolTable.swift).
    private static let symbols: [String: SystemSymbol] = {
        var symbols: [String: SystemSymbol] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3, let codepoint = UInt32(fields[2], radix: 16) else { continue }
            symbols[String(fields[0])] = SystemSymbol(font: fields[1] == "g" ? .materialIcons : .materialDesignIcons,
                                                      codepoint: codepoint, outlinedFromFill: fields.count == 4 && fields[3] == "o")
        }
        for (code, name) in DrawnSymbol.names.enumerated() { symbols[name] = SystemSymbol(font: .drawn, codepoint: UInt32(code)) }
        return symbols
    }()
}
