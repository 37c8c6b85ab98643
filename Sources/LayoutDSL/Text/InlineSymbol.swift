import Foundation

extension Text {
    /// An image in a line of text (iOS 14's `Text(_ image: Image)`), which concatenates with other
    /// texts (`Text(Image(systemName: "heart.fill")) + Text(" Favourites")`) and interpolates
    /// into one. A symbol takes the font, weight and colour of the text around it, as SF Symbols
    /// do in text. Images of an asset catalog are not drawn in a line here: such an image gives an
    /// empty run and one warning when laid out.
    public init(_ image: Image) {
        switch image.source {
        case .symbol(let name): runs = [Run(string: "", image: .symbol(name))]
        case .named(let name, _): runs = [Run(string: "", image: .asset(name))]
        case .recording, .drawing: runs = [Run(string: "", image: .asset("a rendered image"))]
        }
    }

    /// What a run of an image shows.
    enum InlineImage: Hashable {
        case symbol(String)
        /// An image of an asset catalog or a rendering, by name: not drawn in a line.
        case asset(String)
    }
}

/// An SF Symbol drawn as a glyph of its icon font in a line of text, sized and placed as
/// `SymbolBehavior` sizes and places a symbol image beside text: the icon's em is 1.2 × the
/// text's point size, and its ink is centred on the text's cap height (WWDC 2020 "SF Symbols
/// 2": symbols "are vertically centred on the cap height"). The icon fonts give every glyph an
/// advance of one em with its ink centred, however narrow; SF Symbols' narrow glyphs take
/// little room. So the run's advance is the ink's width plus the icon grid's inset (2 of 24
/// units, what a full-width icon has) on each side, its kerning shortening the em to that, and
/// its glyph drawn shifted left onto the leading inset (`glyphShift`).
struct InlineSymbol {
    let symbol: SystemSymbol
    let font: Font
    let ink: CGRect

    init?(_ image: Text.InlineImage, font: Font, in environment: EnvironmentValues, warn: (String) -> Void) {
        guard case .symbol(let name) = image else {
            if case .asset(let name) = image { warn("the image '\(name)' in a Text is not drawn in the line; put it beside the text") }
            return nil
        }
        let found = environment.symbolVariants.candidates(for: name).lazy.compactMap(SystemSymbol.named).first
        guard let symbol = found ?? SymbolFallback(name: name)?.symbol else {
            warn("no symbol named '\(name)' (`snap symbols` lists them); the text leaves it out")
            return nil
        }
        guard let outline = environment.imageLoader?.symbolOutline(symbol, weight: font.weight) else { return nil }
        self.symbol = symbol
        self.font = font
        ink = outline.boundingRect
    }

    func run(color: Color.Resolved) -> StyledText.Run {
        let em = font.size * SymbolBehavior.emPerPoint
        let glyph = Unicode.Scalar(symbol.codepoint).map { String(Character($0)) } ?? ""
        let inset: CGFloat = 2.0 / 24
        return StyledText.Run(string: glyph, font: .custom(symbol.font.rawValue, fixedSize: em), color: color,
                              kerning: (ink.width + 2 * inset - 1) * em,
                              baselineOffset: font.size * SymbolBehavior.capHeight / 2 + ink.midY * em,
                              glyphShift: (inset - ink.minX) * em)
    }
}
